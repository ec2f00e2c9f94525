import { Type, type Static } from '@sinclair/typebox';
import { COMPARE_LIMIT } from './shortlist-limits';
import { StringEnum } from './common';
import { PROGRAM_FILTER_LEVELS, ProgramAwardsOnPage, ProgramCode } from './programs';
import { GuestUniversity, UniversityRecord } from './universities';

export { COMPARE_LIMIT, SHORTLIST_LIMIT } from './shortlist-limits';

/** A signed-in user's shortlist, oldest entry first; `slugs[i]` is `universities[i].slug`. */
export const ShortlistResponse = Type.Object({
  universities: Type.Array(UniversityRecord),
  slugs: Type.Array(Type.String()),
});
export type ShortlistResponse = Static<typeof ShortlistResponse>;

/** Room for a few more slugs than are compared (they are dropped with `truncated`), not for an unbounded list. */
const COMPARE_QUERY_MAX_LENGTH = 2000;

export const CompareQuery = Type.Object({
  slugs: Type.String({
    minLength: 1,
    maxLength: COMPARE_QUERY_MAX_LENGTH,
    description: `Comma-separated university slugs; the first ${COMPARE_LIMIT} distinct ones are compared, in this order`,
  }),
  program: Type.Optional(ProgramCode),
  level: Type.Optional(StringEnum(PROGRAM_FILTER_LEVELS, { description: 'With program: the level whose awards are given' })),
});
export type CompareQuery = Static<typeof CompareQuery>;

const compareFields = {
  unknownSlugs: Type.Array(Type.String(), { description: `Requested slugs (among the first ${COMPARE_LIMIT}) that name no university` }),
  truncated: Type.Boolean({ description: `True when more than ${COMPARE_LIMIT} distinct slugs were given` }),
  /** With `program`: what each compared university awarded in it (a university absent from `awards` reported none; Canada has no IPEDS record). */
  program: Type.Optional(ProgramAwardsOnPage),
};

export const CompareResponse = Type.Object({ universities: Type.Array(UniversityRecord), ...compareFields });
export type CompareResponse = Static<typeof CompareResponse>;
export const GuestCompareResponse = Type.Object({ universities: Type.Array(GuestUniversity), ...compareFields });
export type GuestCompareResponse = Static<typeof GuestCompareResponse>;
