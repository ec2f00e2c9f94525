import { NOT_AVAILABLE, type University } from '@gradatlas/shared/domain';
import { EstimatedValue } from '../../../components/estimated-value';
import { formatScore } from '../../../lib/format';
import { admittedScores, type Figure } from './admitted-scores';


export const NO_SCORES = 'No average scores published, and fewer than 20 admits posted theirs on The GradCafe.';

/** "3.78 (61 admits, 2014-2025)": a median with who posted it and when. */
const posted = (figure: Figure, value: string) => `${value} (${figure.reported} admits, ${figure.firstSeason}-${figure.lastSeason})`;

/**
 * The scores a signed-in card shows: what admits posted on The GradCafe where
 * at least 20 did (the median, with the count and seasons), else the averages
 * a source publishes, else one line saying neither exists.
 */
export function CardScores({ university, showGmat }: { university: University; showGmat: boolean }) {
  const admitted = admittedScores(university);
  if (admitted) {
    return (
      <dl className="university-card__requirements" aria-label="What admits posted on The GradCafe (medians)">
        {admitted.gpa && (
          <div>
            <dt>Admits’ GPA (of 4)</dt>
            <dd>{posted(admitted.gpa, admitted.gpa.median.toFixed(2))}</dd>
          </div>
        )}
        {admitted.gre && (
          <div>
            <dt>Admits’ GRE</dt>
            <dd>{posted(admitted.gre, String(Math.round(admitted.gre.median)))}</dd>
          </div>
        )}
      </dl>
    );
  }
  const averages: { label: string; field: 'averageGRE' | 'averageGMAT' | 'averageToefl' }[] = [
    { label: 'GRE', field: 'averageGRE' },
    ...(showGmat ? [{ label: 'GMAT', field: 'averageGMAT' as const }] : []),
    { label: 'TOEFL', field: 'averageToefl' },
  ];
  if (averages.every(({ field }) => university[field] === NOT_AVAILABLE)) return <p className="university-card__no-scores">{NO_SCORES}</p>;
  return (
    <dl className="university-card__requirements" aria-label="Average scores">
      {averages.map(({ label, field }) => (
        <div key={field}>
          <dt>{label}</dt>
          <dd>
            <EstimatedValue university={university} field={field}>
              {formatScore(university[field])}
            </EstimatedValue>
          </dd>
        </div>
      ))}
    </dl>
  );
}
