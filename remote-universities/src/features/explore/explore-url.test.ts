import { NO_FILTERS } from './api/filter-params';
import { filtersFromUrl, filtersToUrl } from './explore-url';

it('writes every filter into the address and reads the same filters back', () => {
  const filters = { search: 'boston', country: 'USA' as const, tuitionBand: 2, program: { code: '11', title: 'Computer Science' }, level: 'doctoral' as const, stemOnly: true };
  const url = filtersToUrl(filters);
  expect(url.toString()).toBe('search=boston&country=USA&tuition=25001-35000&program=11&programName=Computer+Science&level=doctoral&stem=true');
  expect(filtersFromUrl(url)).toEqual(filters);
});

it('keeps the plain address for no filters, and falls back to defaults for anything malformed', () => {
  expect(filtersToUrl(NO_FILTERS).toString()).toBe('');
  expect(filtersFromUrl(new URLSearchParams('country=France&tuition=1-2&program=1x&level=phd&search=a'))).toEqual(NO_FILTERS);
  // Never a name made of the code: without programName the list's answer names the programme (explore-section.tsx).
  expect(filtersFromUrl(new URLSearchParams('program=45.06')).program).toEqual({ code: '45.06', title: '' });
  expect(filtersFromUrl(new URLSearchParams('program=52&stem=yes')).stemOnly).toBe(false);
});

it('keeps STEM-only with a programme alone, as the level is', () => {
  // Without a programme there is no programme to be on the list: the address stays plain.
  expect(filtersFromUrl(new URLSearchParams('stem=true'))).toEqual(NO_FILTERS);
  expect(filtersToUrl({ ...NO_FILTERS, stemOnly: true }).toString()).toBe('');
  expect(filtersFromUrl(new URLSearchParams('program=52&programName=Business&stem=true'))).toEqual({
    ...NO_FILTERS,
    program: { code: '52', title: 'Business' },
    stemOnly: true,
  });
});
