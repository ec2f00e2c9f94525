import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { NUMERIC_FIELDS, TEXT_FIELDS } from './university-fields';
import { Nullable, StringEnum } from './common';
import { ReportedFigure } from './chances';
import { UniversityDecisionDates } from './decision-dates';
import { ProgramOutcomes } from './program-outcomes';
import { ProgramAwardsOnPage, UniversityProgram } from './programs';
import { UniversityFilter } from './university-filter';

type NullableFields<K extends readonly string[], S extends TSchema> = { [P in K[number]]: TUnsafe<Static<S> | null> };

function nullableFields<const K extends readonly string[], S extends TSchema & { type: string }>(keys: K, make: () => S): NullableFields<K, S> {
  return Object.fromEntries(keys.map((key) => [key, Nullable(make())])) as NullableFields<K, S>;
}

export const UNIVERSITY_CATEGORIES = ['Premium', 'Mid-Range', 'Affordable', 'Unknown'] as const;
export const UniversityCategoryValue = StringEnum(UNIVERSITY_CATEGORIES);

/** Where one value of a record comes from. */
export const FieldSource = Type.Object({
  source: Type.String(),
  year: Type.String(),
  estimated: Type.Optional(Type.Boolean()),
  note: Type.Optional(Type.String()),
});
export type FieldSource = Static<typeof FieldSource>;

/**
 * What admitted applicants posted on The GradCafe at this university, over all
 * programmes: each figure only where at least 20 admits posted it. What admits
 * reported, never a requirement or an average the university publishes.
 */
export const AdmittedScores = Type.Object({ gpa: Nullable(ReportedFigure), gre: Nullable(ReportedFigure) });
export type AdmittedScores = Static<typeof AdmittedScores>;

/**
 * The full university record (signed-in users). Field names are those of
 * `University` in domain/university.ts, which is typed from this record; a
 * value no source gives is null, which the client shows as N/A.
 */
export const UniversityRecord = Type.Object({
  ...nullableFields(NUMERIC_FIELDS, () => Type.Number()),
  ...nullableFields(TEXT_FIELDS, () => Type.String()),
  category: UniversityCategoryValue,
  pros: Type.Array(Type.String()),
  cons: Type.Array(Type.String()),
  faqs: Type.Array(Type.Object({ question: Type.String(), answer: Type.String() })),
  estimatedFields: Type.Array(Type.String()),
  estimateNote: Type.String(),
  sources: Type.Array(Type.String()),
  /** Per field: where its value comes from, the year, and whether it is an estimate or a derived figure. */
  fieldSources: Type.Optional(Type.Record(Type.String(), FieldSource)),
  /** Slugs under which this record was published before a rename; they answer with this record. */
  formerSlugs: Type.Optional(Type.Array(Type.String())),
  /** Added by the API from the chance model's aggregates (absent when fewer than 20 admits posted a GPA or a GRE there). */
  admittedProfile: Type.Optional(Nullable(AdmittedScores)),
});
export type UniversityRecord = Static<typeof UniversityRecord>;

/** What a guest sees of a university (SPEC section 6). */
export const GuestUniversity = Type.Object({
  name: Type.String(),
  slug: Type.String(),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  country: Type.String(),
  tuitionFees: Nullable(Type.Number()),
  livingExpenses: Nullable(Type.Number()),
  /** Currency of tuitionFees and livingExpenses: USD, or CAD for Canadian records. */
  currency: Nullable(Type.String()),
  /** US$ equivalents (the same figures for USD records). */
  tuitionFeesUsd: Nullable(Type.Number()),
  livingExpensesUsd: Nullable(Type.Number()),
  category: UniversityCategoryValue,
  summary: Nullable(Type.String()),
});
export type GuestUniversity = Static<typeof GuestUniversity>;

export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 6;
export const MAX_SEARCH_RESULTS = 6;

export const UniversityListQuery = Type.Composite([
  Type.Object({
    page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
  }),
  UniversityFilter,
]);
export type UniversityListQuery = Static<typeof UniversityListQuery>;

/** Suggestions take the typed text as `query`, and every other filter of the list. */
export const UniversitySearchQuery = Type.Composite([
  Type.Object({
    query: Type.String({ maxLength: 100, description: 'At least 2 characters after trimming, else no results' }),
    limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: MAX_SEARCH_RESULTS, description: `At most ${MAX_SEARCH_RESULTS} results are returned` }),
  }),
  Type.Omit(UniversityFilter, ['search']),
]);
export type UniversitySearchQuery = Static<typeof UniversitySearchQuery>;

export const Pagination = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  hasNextPage: Type.Boolean(),
});
export type Pagination = Static<typeof Pagination>;

export const GuestUniversityList = Type.Object({ data: Type.Array(GuestUniversity), pagination: Pagination, program: Type.Optional(ProgramAwardsOnPage) });
export type GuestUniversityList = Static<typeof GuestUniversityList>;
export const UniversityList = Type.Object({ data: Type.Array(UniversityRecord), pagination: Pagination, program: Type.Optional(ProgramAwardsOnPage) });
export type UniversityList = Static<typeof UniversityList>;

export const GuestUniversitySearch = Type.Object({ data: Type.Array(GuestUniversity) });
export type GuestUniversitySearch = Static<typeof GuestUniversitySearch>;
export const UniversitySearch = Type.Object({ data: Type.Array(UniversityRecord) });
export type UniversitySearch = Static<typeof UniversitySearch>;

export const UniversitySlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
export type UniversitySlugParams = Static<typeof UniversitySlugParams>;

/** A detail's programmes: null for a university without an IPEDS record (Canada), never an empty list standing for "none". */
const DetailPrograms = Type.Unsafe<UniversityProgram[] | null>({ type: ['array', 'null'], items: UniversityProgram });
/** Titles of the CIP families the detail's programmes fall in ("11" → "Computer and Information Sciences and Support Services"), for grouping. */
const ProgramFamilies = Type.Record(Type.String(), Type.String());
export const GuestUniversityDetail = Type.Object({ university: GuestUniversity, programs: DetailPrograms, programFamilies: ProgramFamilies });
export type GuestUniversityDetail = Static<typeof GuestUniversityDetail>;
/**
 * Signed in only (SPEC section 6: career outcomes and detail sections): what
 * US graduates earned and borrowed, and when decisions were posted; null where
 * no source publishes any. Optional in the type, since a page may meet an API
 * older than issue 48; this API always sends them.
 */
export const UniversityDetail = Type.Object({
  university: UniversityRecord,
  programs: DetailPrograms,
  programFamilies: ProgramFamilies,
  programOutcomes: Type.Optional(Nullable(ProgramOutcomes)),
  decisionDates: Type.Optional(Nullable(UniversityDecisionDates)),
});
export type UniversityDetail = Static<typeof UniversityDetail>;
