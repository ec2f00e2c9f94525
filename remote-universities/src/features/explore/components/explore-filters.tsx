import { lazy, Suspense } from 'react';
import { COUNTRY_FILTERS, type CountryFilter } from '@gradatlas/shared/domain';
import { TUITION_BANDS } from '../explore-rules';
import type { FieldInteraction } from '@gradatlas/shared/contracts/field-data-limits';

const TuitionFilter = lazy(() => import('./tuition-filter').then((module) => ({ default: module.TuitionFilter })));

interface ExploreFiltersProps {
  loggedIn: boolean;
  country: CountryFilter;
  tuitionBand: number;
  onCountryChange: (country: CountryFilter) => void;
  onTuitionBandChange: (band: number) => void;
}

/** Each country's own name; 'All' as the SPEC words it. */
const countryLabel = (country: CountryFilter): string => (country === 'All' ? 'All Countries' : country);

const isCountryFilter = (value: string): value is CountryFilter => (COUNTRY_FILTERS as readonly string[]).includes(value);

/** Country filter for everyone; the tuition filter only for signed-in users (SPEC section 5). */
export function ExploreFilters({ loggedIn, country, tuitionBand, onCountryChange, onTuitionBandChange }: ExploreFiltersProps) {
  return (
    <div className="explore-filters" data-interaction={'filter' satisfies FieldInteraction}>
      <label className="explore-filters__field">
        <span className="explore-filters__label">Country</span>
        <select
          value={country}
          onChange={(event) => {
            if (isCountryFilter(event.target.value)) onCountryChange(event.target.value);
          }}
        >
          {COUNTRY_FILTERS.map((option) => (
            <option key={option} value={option}>
              {countryLabel(option)}
            </option>
          ))}
        </select>
      </label>
      {loggedIn && (
        <label className="explore-filters__field">
          <span className="explore-filters__label">Tuition fees</span>
          {/* Until its chunk is in, the chosen band as the SPEC words it, in a box of the same size. */}
          <Suspense
            fallback={
              <select value={tuitionBand} disabled onChange={() => undefined}>
                <option value={tuitionBand}>{TUITION_BANDS[tuitionBand]?.label}</option>
              </select>
            }
          >
            <TuitionFilter tuitionBand={tuitionBand} onTuitionBandChange={onTuitionBandChange} />
          </Suspense>
        </label>
      )}
    </div>
  );
}
