import { BRAND_NAME } from '@gradatlas/shared/config';
import type { University } from '@gradatlas/shared/domain';
import { formatRank } from '../../../lib/format';
import { DETAIL_SECTIONS, DetailSection } from './detail-section';
import { FactTable } from './fact-table';
import { fieldRow } from './rows';

interface RankingsSectionProps {
  university: University;
  loggedIn: boolean;
}

/** Each ranking with the year it was published, when the record says (signed-in users). */
export function RankingsSection({ university: u, loggedIn }: RankingsSectionProps) {
  return (
    <DetailSection section={DETAIL_SECTIONS.rankings} locked={!loggedIn}>
      <FactTable
        caption="University Rankings"
        rows={[
          fieldRow(u, 'US News National', 'usNewsRank', formatRank(u.usNewsRank, u.usNewsRankYear)),
          fieldRow(u, 'QS World', 'qsRank', formatRank(u.qsRank, u.qsRankYear)),
          fieldRow(u, 'Times Higher Education', 'theRank', formatRank(u.theRank, u.theRankYear)),
          fieldRow(u, `${BRAND_NAME} Ranking`, 'gradAtlasRank', formatRank(u.gradAtlasRank, u.gradAtlasRankYear)),
          fieldRow(u, 'ARWU', 'arwuRank', formatRank(u.arwuRank, u.arwuRankYear)),
        ]}
      />
    </DetailSection>
  );
}
