import type { University } from '@gradatlas/shared/domain';
import { DETAIL_SECTIONS, DetailSection } from './detail-section';
import { LackingFields } from './lacking-fields';

interface OverviewSectionProps {
  university: University;
  loggedIn: boolean;
}

function PointList({ title, points, tone }: { title: string; points: string[]; tone: 'pros' | 'cons' }) {
  return (
    <div className={`points points--${tone}`}>
      <h3>{title}</h3>
      <ul>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  );
}

/** Everyone sees the summary; pros and cons are for signed-in users only, and a list without points is named as lacking. */
export function OverviewSection({ university, loggedIn }: OverviewSectionProps) {
  const lacking = [university.pros.length ? '' : 'pros', university.cons.length ? '' : 'cons'].filter(Boolean);
  return (
    <DetailSection section={DETAIL_SECTIONS.overview} locked={false}>
      <p className="detail-summary">{university.summary}</p>
      {loggedIn && (
        <>
          {lacking.length < 2 && (
            <div className="points-grid">
              {university.pros.length > 0 && <PointList title="Pros" points={university.pros} tone="pros" />}
              {university.cons.length > 0 && <PointList title="Cons" points={university.cons} tone="cons" />}
            </div>
          )}
          <LackingFields university={university} names={lacking} nothingShown={false} />
        </>
      )}
    </DetailSection>
  );
}
