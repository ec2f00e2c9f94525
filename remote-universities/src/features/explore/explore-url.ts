import { COUNTRY_FILTERS, type CountryFilter } from '@gradatlas/shared/domain';
import { NO_FILTERS, type ListFilters } from './api/filter-params';
import { SUGGESTION_MIN_CHARS, TUITION_BANDS } from './explore-rules';

// Every explore filter lives in the address, so a filtered list can be shared
// and survives a reload: ?search=boston&country=USA&tuition=25001-35000&program=11&programName=Computer+Science&level=masters&stem=true

const PROGRAM_CODE = /^\d{2}(\.\d{2}(\d{2})?)?$/;

const bandText = (index: number) => {
  const band = TUITION_BANDS[index];
  return band ? `${band.min ?? 0}-${band.max ?? ''}` : '';
};

/** The filters an address asks for; anything unknown or malformed is left at its default. */
export function filtersFromUrl(params: URLSearchParams): ListFilters {
  const search = (params.get('search') ?? '').trim();
  const country = params.get('country') ?? 'All';
  const band = TUITION_BANDS.findIndex((_, index) => index > 0 && bandText(index) === params.get('tuition'));
  const code = params.get('program') ?? '';
  const level = params.get('level');
  // Without its name the title stays empty until the list's answer names the programme (explore-section.tsx).
  const program = PROGRAM_CODE.test(code) ? { code, title: (params.get('programName') ?? '').trim() } : null;
  return {
    search: search.length >= SUGGESTION_MIN_CHARS ? search : '',
    country: (COUNTRY_FILTERS as readonly string[]).includes(country) ? (country as CountryFilter) : 'All',
    tuitionBand: band > 0 ? band : 0,
    program,
    level: level === 'doctoral' ? 'doctoral' : NO_FILTERS.level,
    stemOnly: program !== null && params.get('stem') === 'true',
  };
}

/** The address parameters of these filters (defaults left out, so the plain home page keeps a plain address). */
export function filtersToUrl(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.country !== 'All') params.set('country', filters.country);
  if (filters.tuitionBand > 0) params.set('tuition', bandText(filters.tuitionBand));
  if (filters.program) {
    params.set('program', filters.program.code);
    params.set('programName', filters.program.title);
    params.set('level', filters.level);
    if (filters.stemOnly) params.set('stem', 'true');
  }
  return params;
}
