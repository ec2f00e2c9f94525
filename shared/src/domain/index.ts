// @gradatlas/shared/domain: the SPEC's rules every app applies the same way:
// slugs, display formats and N/A, categories, and reading university answers.
export { COUNTRY_FILTERS, SUGGESTION_DELAY_MS } from './constants';
export type { CountryFilter } from './constants';
export { slugify } from './slug';
export { formatCount, formatMoney, formatPercent, NOT_AVAILABLE } from './display-format';
export { placeLine } from './university';
export type { NumberOrNotAvailable, University } from './university';
export { normalizeUniversity, readUniversity, readUniversityPage } from './read-university';
export type { UniversityPage } from './read-university';
