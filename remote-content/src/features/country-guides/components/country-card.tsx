import { CounselingLink } from '@gradatlas/shared/ui';
import type { CountryGuide } from '../country-guides-data';

interface CountryCardProps {
  guide: CountryGuide;
}

export function CountryCard({ guide }: CountryCardProps) {
  const headingId = `country-${guide.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <article className="card country-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="country-card__title">
        <span className="country-card__flag" aria-hidden="true">
          {guide.flag}
        </span>
        {guide.name}
      </h3>
      <p className="country-card__description">{guide.description}</p>
      <ul className="country-card__highlights" aria-label={`${guide.name} highlights`}>
        {guide.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
      <CounselingLink className="btn btn-outline country-card__action">Get Detailed Guide</CounselingLink>
    </article>
  );
}
