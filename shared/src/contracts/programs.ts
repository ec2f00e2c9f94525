import { Type, type Static } from '@sinclair/typebox';
import { STEM_CAVEAT, STEM_LABEL, STEM_SOURCE } from './after-admission-labels';
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

/*
 * The fields added for issue 48 (stem) are optional in the types: a page may
 * meet an API older than them, and shows nothing rather than "not on the
 * list" then. This API always sends them.
 */
const STEM_WORDS = `${STEM_LABEL}: ${STEM_CAVEAT} (${STEM_SOURCE})`;

/**
 * How many of the programmes under a code have their CIP code on the DHS STEM
 * list: 1 of 1 (or 0 of 1) for a 6-digit programme; for a family or series,
 * among the programmes under it that a US university awarded a degree in
 * (IPEDS 2021-23), the same ones a suggestion's words count.
 */
export const StemCount = Type.Object(
  { listed: Type.Integer({ minimum: 0 }), of: Type.Integer({ minimum: 1 }) },
  { description: `Programmes on the DHS STEM list among the programmes under the code that a US university awarded a degree in (IPEDS 2021-23). ${STEM_WORDS}` },
);
export type StemCount = Static<typeof StemCount>;

const stemOnly = (onlyWhat: string) => Type.Optional(Type.Boolean({ description: `true: only ${onlyWhat} (DHS STEM list, July 2024); false or absent: all` }));

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
  /** The programme's 6-digit CIP code is on the DHS STEM list. */
  stem: Type.Optional(Type.Boolean({ description: `The programme's CIP code is on the DHS STEM list. ${STEM_WORDS}` })),
});
export type UniversityProgram = Static<typeof UniversityProgram>;

export const ProgramSuggestionsQuery = Type.Object({
  query: Type.String({ maxLength: 100, description: 'What the student types; at least 2 characters after trimming, else no suggestions' }),
  stem: stemOnly('codes with at least one programme on the list under them'),
});
export type ProgramSuggestionsQuery = Static<typeof ProgramSuggestionsQuery>;

export const ProgramSuggestion = Type.Object({
  code: Type.String(),
  title: Type.String(),
  /** What choosing the code covers, in words and never the code ("All 6 programmes under Economics", "This programme only"): two suggestions never read alike. */
  covers: Type.String(),
  /** US universities that awarded a master's or doctorate under this code in 2021-22 or 2022-23. */
  universities: Type.Integer(),
  stem: Type.Optional(StemCount),
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
  /** The code's standing on the DHS STEM list; null for a code no US university awards a degree under. */
  stem: Type.Optional(Nullable(StemCount)),
  /** true: `awards` counts only programmes whose CIP code is on the DHS STEM list (`stem=true` was asked). */
  stemOnly: Type.Optional(Type.Boolean()),
});
export type ProgramAwardsOnPage = Static<typeof ProgramAwardsOnPage>;

/** What a list of universities awarded in one programme (the shortlist asks for its saved schools). */
export const ProgramAwardsQuery = Type.Object({
  program: ProgramCode,
  level: Type.Optional(StringEnum(PROGRAM_FILTER_LEVELS, { description: 'masters or doctoral; without it, any degree level' })),
  slugs: Type.String({ minLength: 1, maxLength: 8000, description: 'Comma-separated university slugs, at most 100' }),
  stem: stemOnly('awards under codes on the list'),
});
export type ProgramAwardsQuery = Static<typeof ProgramAwardsQuery>;
