import type { ProgramFilterLevel, UniversityFilter } from '@gradatlas/shared/contracts';
import type { CountryFilter } from '@gradatlas/shared/domain';
import { TUITION_BANDS } from '../explore-rules';
import type { ProgramChoice } from '@gradatlas/shared/program-picker';

/** What the explorer's controls hold; `wireFilter` turns it into the API's one UniversityFilter. */
export interface ListFilters {
  search: string;
  country: CountryFilter;
  /** Index into TUITION_BANDS; 0 means all tuition fees. */
  tuitionBand: number;
  program: ProgramChoice | null;
  /** Used only with a programme, as is stemOnly. */
  level: ProgramFilterLevel;
  /** Only programmes whose CIP code is on the DHS STEM list. */
  stemOnly: boolean;
}

export const NO_FILTERS: ListFilters = { search: '', country: 'All', tuitionBand: 0, program: null, level: 'masters', stemOnly: false };

/**
 * The filter the API is asked for (shared/src/contracts/university-filter.ts):
 * 'All' sends no country; the tuition band is for signed-in students only
 * (SPEC section 5), so a guest never sends it; the level and STEM-only go with a programme.
 */
export function wireFilter(filters: ListFilters, loggedIn: boolean): UniversityFilter {
  const filter: UniversityFilter = {};
  if (filters.search) filter.search = filters.search;
  if (filters.country !== 'All') filter.country = filters.country;
  const band = loggedIn ? TUITION_BANDS[filters.tuitionBand] : undefined;
  if (band?.min !== undefined) filter.minTuition = band.min;
  if (band?.max !== undefined) filter.maxTuition = band.max;
  if (filters.program) {
    filter.program = filters.program.code;
    filter.level = filters.level;
    if (filters.stemOnly) filter.stem = 'true';
  }
  return filter;
}
