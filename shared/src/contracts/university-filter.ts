import { Type, type Static } from '@sinclair/typebox';
import { CountryParam, StringEnum } from './common';
import { PROGRAM_FILTER_LEVELS, ProgramCode } from './programs';

const tuitionBound = (description: string) => Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000, description }));

/**
 * Every filter of the university list and search, defined once: the query
 * schemas are built from it, the API's filter and answer-cache key walk its
 * properties, and the explorer keeps the same fields in its URL. A new filter
 * is a property here plus its condition in the repository.
 */
export const UniversityFilter = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Case-insensitive text in name, city or state' })),
  country: Type.Optional(CountryParam),
  minTuition: tuitionBound('Signed-in only: lowest tuition in US dollars (a CA$ tuition is compared by its US$ equivalent; ignored for guests)'),
  maxTuition: tuitionBound('Signed-in only: highest tuition in US dollars (a CA$ tuition is compared by its US$ equivalent; ignored for guests)'),
  program: Type.Optional(ProgramCode),
  level: Type.Optional(
    StringEnum(PROGRAM_FILTER_LEVELS, {
      description: "masters or doctoral: only universities that awarded at least one such degree (under `program` when given) in 2021-22 or 2022-23 (IPEDS; US universities only)",
    }),
  ),
  // A string, as every filter value is: the explorer keeps these fields in its address as they are.
  stem: Type.Optional(
    StringEnum(['true'], {
      description: 'true: only universities that awarded a degree (under `program` and at `level` when given) in a programme whose CIP code is on the DHS STEM list (July 2024); their awards count only such programmes',
    }),
  ),
});
export type UniversityFilter = Static<typeof UniversityFilter>;
export type UniversityFilterKey = keyof UniversityFilter;

/** The filter's fields in a fixed order (the cache key and the URL follow it). */
export const UNIVERSITY_FILTER_KEYS = Object.keys(UniversityFilter.properties) as UniversityFilterKey[];

/** Filters a guest may not use (SPEC section 6): the API drops them for guests, the explorer never sends them. */
export const SIGNED_IN_ONLY_FILTERS: readonly UniversityFilterKey[] = ['minTuition', 'maxTuition'];
