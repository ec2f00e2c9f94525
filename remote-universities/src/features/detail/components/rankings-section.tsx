import { BRAND_NAME } from '@gradatlas/shared/config';
import type { University } from '@gradatlas/shared/domain';
import { formatRank } from '../../../lib/format';
import { DETAIL_SECTIONS, DetailSection } from './detail-section';
import type { FactRow } from './fact-table';
import { KnownFacts } from './known-facts';
import { fieldRow } from './rows';

interface RankingsSectionProps {
  university: University;
  loggedIn: boolean;
  /** The year rankings are aged against; the current year by default. */
  thisYear?: number;
}

/** A table older than this many years is listed apart: a student should not read it as today's standing. */
export const RANKING_MAX_AGE_YEARS = 5;
const METHOD_ID = 'gradatlas-ranking-method';

type RankField = 'usNewsRank' | 'qsRank' | 'theRank' | 'gradAtlasRank' | 'arwuRank';
const RANKINGS: Array<{ label: string; field: RankField; year: `${RankField}Year` }> = [
  { label: 'US News National', field: 'usNewsRank', year: 'usNewsRankYear' },
  { label: 'QS World', field: 'qsRank', year: 'qsRankYear' },
  { label: 'Times Higher Education', field: 'theRank', year: 'theRankYear' },
  { label: `${BRAND_NAME} Ranking`, field: 'gradAtlasRank', year: 'gradAtlasRankYear' },
  { label: 'ARWU', field: 'arwuRank', year: 'arwuRankYear' },
];

/** Each ranking with its year (signed-in users); old tables grouped apart; ours says how it is made. */
export function RankingsSection({ university: u, loggedIn, thisYear = new Date().getFullYear() }: RankingsSectionProps) {
  const current: FactRow[] = [];
  const older: FactRow[] = [];
  for (const ranking of RANKINGS) {
    const year = u[ranking.year];
    const row = fieldRow(u, ranking.label, ranking.field, formatRank(u[ranking.field], year), `${ranking.label} ranking`);
    if (ranking.field === 'gradAtlasRank' && !row.lacking) {
      row.value = (
        <>
          {row.value} <a href={`#${METHOD_ID}`}>How it is computed</a>
        </>
      );
    }
    (typeof year === 'number' && thisYear - year > RANKING_MAX_AGE_YEARS ? older : current).push(row);
  }
  return (
    <DetailSection section={DETAIL_SECTIONS.rankings} locked={!loggedIn}>
      <KnownFacts
        university={u}
        groups={[
          { caption: 'University Rankings', rows: current },
          { caption: `Older rankings (more than ${RANKING_MAX_AGE_YEARS} years old)`, rows: older },
        ]}
      />
      <p id={METHOD_ID} className="ranking-method" tabIndex={-1}>
        <strong>How the {BRAND_NAME} ranking is computed.</strong> It is built for graduate study from three parts: the university&apos;s places
        in the newest QS, THE and ARWU world rankings (60 %), how many graduate students it has (30 %), and how selective it is, from the share of
        undergraduate applicants it admits (10 %). A part we lack is left out and the others are averaged. It is worked out again each year.
      </p>
    </DetailSection>
  );
}
