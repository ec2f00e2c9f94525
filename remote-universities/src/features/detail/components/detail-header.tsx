import { NOT_AVAILABLE, placeLine, type University } from '@gradatlas/shared/domain';
import { CountryFlag } from '../../../components/country-flag';
import { AddToCompareButton, SaveToShortlistButton } from '@gradatlas/shared/list-toggles';

interface DetailHeaderProps {
  university: University;
  onBack: () => void;
}

/** The banner is ours: a CSS gradient with a drawn skyline, no third-party image. */
export function DetailHeader({ university, onBack }: DetailHeaderProps) {
  const place = placeLine(university);
  const countrySuffix = university.country !== NOT_AVAILABLE && place !== university.country ? `, ${university.country}` : '';
  return (
    <header className="detail-banner">
      <svg className="detail-banner__art" viewBox="0 0 400 120" preserveAspectRatio="xMidYMax slice" aria-hidden="true">
        <path
          d="M0 120V86h30V62h18v24h22V40l25-18 25 18v46h20V70h24v16h34V50h16V30h10v20h16v36h28V58l22-14 22 14v28h26V66h22v20h40v34z"
          fill="currentColor"
        />
      </svg>
      <div className="container detail-banner__content">
        <button type="button" className="btn detail-banner__back" onClick={onBack}>
          <span aria-hidden="true">←</span> Back
        </button>
        <h1 className="detail-banner__title">{university.name}</h1>
        <p className="detail-banner__place">
          <CountryFlag country={university.country} /> {place}
          {countrySuffix}
        </p>
        <div className="detail-banner__actions">
          <SaveToShortlistButton slug={university.slug} />
          <AddToCompareButton slug={university.slug} name={university.name} />
        </div>
      </div>
    </header>
  );
}
