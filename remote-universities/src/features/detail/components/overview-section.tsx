import { NOT_AVAILABLE, type University } from '@gradatlas/shared/domain';
import { DETAIL_SECTIONS, DetailSection } from './detail-section';

interface OverviewSectionProps {
  university: University;
  loggedIn: boolean;
}

function PointList({ title, points, tone }: { title: string; points: string[]; tone: 'pros' | 'cons' }) {
  return (
    <div className={`points points--${tone}`}>
      <h3>{title}</h3>
      {points.length ? (
        <ul>
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : (
        <p>{NOT_AVAILABLE}</p>
      )}
    </div>
  );
}

/** Everyone sees the summary; pros and cons are for signed-in users only. */
export function OverviewSection({ university, loggedIn }: OverviewSectionProps) {
  return (
    <DetailSection section={DETAIL_SECTIONS.overview} locked={false}>
      <p className="detail-summary">{university.summary}</p>
      {loggedIn && (
        <div className="points-grid">
          <PointList title="Pros" points={university.pros} tone="pros" />
          <PointList title="Cons" points={university.cons} tone="cons" />
        </div>
      )}
    </DetailSection>
  );
}
