import type { CountryFilter } from '@gradatlas/shared/domain';
import { TUITION_BANDS } from '../explore-rules';

export interface ListFilters {
  search: string;
  country: CountryFilter;
  /** Index into TUITION_BANDS; 0 means all tuition fees. */
  tuitionBand: number;
}

export const NO_FILTERS: ListFilters = { search: '', country: 'All', tuitionBand: 0 };

/**
 * Query parameters for the country and tuition filters. 'All' sends no country;
 * the tuition filter is for signed-in users only (SPEC section 5), so a guest never sends it.
 */
export function filterParams(country: CountryFilter, tuitionBand: number, loggedIn: boolean): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (country !== 'All') params.country = country;
  const band = loggedIn ? TUITION_BANDS[tuitionBand] : undefined;
  if (band?.min !== undefined) params.minTuition = band.min;
  if (band?.max !== undefined) params.maxTuition = band.max;
  return params;
}
