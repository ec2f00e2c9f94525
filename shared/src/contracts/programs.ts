import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common';

/** The award levels a student chooses between (IPEDS award levels grouped: api/scripts/lib/program-awards.ts). */
export const PROGRAM_LEVELS = ['masters', 'doctoral', 'professional', 'certificate'] as const;
export type ProgramLevel = (typeof PROGRAM_LEVELS)[number];
/** The levels the explorer filters by. */
export const PROGRAM_FILTER_LEVELS = ['masters', 'doctoral'] as const;
export type ProgramFilterLevel = (typeof PROGRAM_FILTER_LEVELS)[number];

/** The pattern of a CIP 2020 code as the API takes it. */
export const PROGRAM_CODE_PATTERN = '^\\d{2}(\\.\\d{2}(\\d{2})?)?$';
export const ProgramCode = Type.String({
  pattern: PROGRAM_CODE_PATTERN,
  description: 'A CIP 2020 code: a 2-digit family ("11"), a 4-digit series ("11.07") or a 6-digit programme ("11.0701"); a shorter code covers every programme under it',
});

/** One graduate programme of a university at one level, from IPEDS Completions. */
export const UniversityProgram = Type.Object({
  code: Type.String(),
  title: Type.String(),
  level: StringEnum(PROGRAM_LEVELS),
  /** Awards in `year` (2022-23); 0 means the programme exists but awarded none that year; null: not reported that year. */
  awards: Nullable(Type.Integer()),
  year: Type.String(),
  /** Awards the year before (2021-22), null when not reported then. */
  previousAwards: Nullable(Type.Integer()),
});
export type UniversityProgram = Static<typeof UniversityProgram>;

export const ProgramSuggestionsQuery = Type.Object({
  query: Type.String({ maxLength: 100, description: 'What the student types; at least 2 characters after trimming, else no suggestions' }),
});
export type ProgramSuggestionsQuery = Static<typeof ProgramSuggestionsQuery>;

export const ProgramSuggestion = Type.Object({
  code: Type.String(),
  title: Type.String(),
  /** What choosing the code covers, in words and never the code ("All 6 programmes under Economics", "This programme only"): two suggestions never read alike. */
  covers: Type.String(),
  /** US universities that awarded a master's or doctorate under this code in 2021-22 or 2022-23. */
  universities: Type.Integer(),
});
export type ProgramSuggestion = Static<typeof ProgramSuggestion>;

export const ProgramSuggestions = Type.Object({ data: Type.Array(ProgramSuggestion) });
export type ProgramSuggestions = Static<typeof ProgramSuggestions>;

/** What a list filtered by programme says about each university on the page. */
export const ProgramAwardsOnPage = Type.Object({
  code: Type.String(),
  title: Type.String(),
  level: Type.Unsafe<ProgramFilterLevel | null>({ type: ['string', 'null'], enum: [...PROGRAM_FILTER_LEVELS, null] }),
  year: Type.String(),
  /** Slug → awards in `year` under the code and level (summed over the codes it covers). */
  awards: Type.Record(Type.String(), Type.Integer()),
});
export type ProgramAwardsOnPage = Static<typeof ProgramAwardsOnPage>;

/** What a list of universities awarded in one programme (the shortlist asks for its saved schools). */
export const ProgramAwardsQuery = Type.Object({
  program: ProgramCode,
  level: Type.Optional(StringEnum(PROGRAM_FILTER_LEVELS, { description: 'masters or doctoral; without it, any degree level' })),
  slugs: Type.String({ minLength: 1, maxLength: 8000, description: 'Comma-separated university slugs, at most 100' }),
});
export type ProgramAwardsQuery = Static<typeof ProgramAwardsQuery>;
