import { Type, type Static } from '@sinclair/typebox';
import { COUNTRY_VALUES, Nullable, StringEnum } from './common';

// The calculator's body is checked by the chance model (one message per
// problem, numeric strings accepted), so the schema only names the fields and
// their JSON types; it must not coerce (null would become 0) or reject early.
const NumberLike = (description: string) =>
  Type.Optional(Type.Unsafe<number | string | null>({ type: ['number', 'string', 'null'], description }));
const TextLike = (description: string) => Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], description }));

const chanceFields = {
  testType: TextLike('GRE, GMAT, or null/None for no test'),
  testScore: NumberLike('GRE 260-340 or GMAT Focus 205-805 (classic 200-800 accepted)'),
  languageTest: TextLike('TOEFL or IELTS'),
  languageScore: NumberLike('TOEFL 0-120 or IELTS 0-9'),
  gpa: NumberLike('On a 4-point or 10-point scale'),
  degreeLevel: TextLike("Optional: 'masters' or 'phd'; without it the model assumes the mix of GradAtlas users"),
};

/**
 * The programme of any calculator request: optional, beyond the SPEC's body.
 * Kept apart from the bodies the domain door builds (generalBody and the
 * others), so their shape, and that door's version, stay as they are; the
 * routes accept body and programme together.
 */
export const ProgrammeChoice = Type.Object({
  programCode: TextLike('Optional: a CIP 2020 code of the programme, 2, 4 or 6 digits ("11", "11.07", "11.0701"); the model uses its programme group by prefix'),
});
export type ProgrammeChoice = Static<typeof ProgrammeChoice>;

export const GeneralChanceBody = Type.Object({ ...chanceFields, country: TextLike('All, USA or Canada') });
export type GeneralChanceBody = Static<typeof GeneralChanceBody>;
/** What POST /general accepts: the body and the programme. */
export const GeneralChanceRequest = Type.Composite([GeneralChanceBody, ProgrammeChoice]);
export type GeneralChanceRequest = Static<typeof GeneralChanceRequest>;

export const SpecificChanceBody = Type.Object({ ...chanceFields, universityName: TextLike('The university name, as suggested') });
export type SpecificChanceBody = Static<typeof SpecificChanceBody>;
/** What POST /specific accepts: the body and the programme. */
export const SpecificChanceRequest = Type.Composite([SpecificChanceBody, ProgrammeChoice]);
export type SpecificChanceRequest = Static<typeof SpecificChanceRequest>;

/** One batch request estimates at most this many schools; each name is at most BATCH_NAME_MAX_LENGTH characters. */
export const BATCH_NAME_LIMIT = 50;
export const BATCH_NAME_MAX_LENGTH = 200;

// The names' count and lengths are checked by the chance model too (one message each), so the schema only says "a list".
export const BatchChanceBody = Type.Object({
  ...chanceFields,
  universityNames: Type.Optional(
    Type.Unsafe<unknown[]>({ type: 'array', description: `1 to ${BATCH_NAME_LIMIT} university names, as suggested (each at most ${BATCH_NAME_MAX_LENGTH} characters)` }),
  ),
});
export type BatchChanceBody = Static<typeof BatchChanceBody>;
/** What POST /batch accepts: the body and the programme. */
export const BatchChanceRequest = Type.Composite([BatchChanceBody, ProgrammeChoice]);
export type BatchChanceRequest = Static<typeof BatchChanceRequest>;

export const ChanceListItem = Type.Object({
  name: Type.String(),
  acceptanceRate: Type.Optional(Type.Number()),
  // Beyond the SPEC: the detail page's slug and the applicant's estimated chance (percent), so each list item can link and explain its place.
  slug: Type.Optional(Type.String()),
  probability: Type.Optional(Type.Number({ description: 'Percent, 2 to 98' })),
  evidence: Type.Object({
    decisions: Type.Integer({ minimum: 0, description: 'Real admission decisions at this university (in the programme group, when one was given) the model learned from' }),
  }),
});
export type ChanceListItem = Static<typeof ChanceListItem>;

/** Universities left out of the lists because the model learned from too few decisions there. */
export const ChanceLeftOut = Type.Object({
  universities: Type.Integer({ minimum: 0, description: 'Candidate universities with fewer than minimumDecisions decisions' }),
  minimumDecisions: Type.Integer({ minimum: 1 }),
});
export type ChanceLeftOut = Static<typeof ChanceLeftOut>;

export const GeneralChanceResponse = Type.Object({
  success: Type.Literal(true),
  results: Type.Object({
    safe: Type.Array(ChanceListItem),
    moderate: Type.Array(ChanceListItem),
    ambitious: Type.Array(ChanceListItem),
  }),
  leftOut: ChanceLeftOut,
  programmeGroup: Type.Union([Type.String(), Type.Null()], { description: 'CIP code of the programme group the estimates used, or null (none given, or one the model has too few decisions for)' }),
});
export type GeneralChanceResponse = Static<typeof GeneralChanceResponse>;

const RequirementFields = {
  required: Nullable(Type.Number()),
  yourScore: Nullable(Type.Number()),
  weight: Type.Number({ minimum: 0, maximum: 1 }),
};

/** The likely range of the estimate (percent): 80 % of the model's own uncertainty lies between low and high. */
export const ProbabilityRange = Type.Object(
  { low: Type.Number({ description: 'Percent, 2 to 98' }), high: Type.Number({ description: 'Percent, 2 to 98' }) },
  { description: "The model's 80 % uncertainty interval around probability: fitted coefficients, the coming season's level and the school's own adjustment" },
);
export type ProbabilityRange = Static<typeof ProbabilityRange>;

/** What the estimate rests on at this university: counts only, never a decision or an applicant. */
export const ChanceEvidence = Type.Object({
  decisions: Type.Integer({ minimum: 0, description: 'Real admission decisions at this university (in the programme group, when one was given) the model learned from; counts below 20 are given as 0' }),
  ownAdjustment: Type.Boolean({ description: 'true: the university has its own adjustment, learned from its decisions; false: estimated from its profile alone' }),
});
export type ChanceEvidence = Static<typeof ChanceEvidence>;

/** One figure admitted applicants reported: median and middle half, how many posted it, over which seasons. */
export const ReportedFigure = Type.Object({
  reported: Type.Integer({ minimum: 20, description: 'Admitted applicants who posted the figure' }),
  median: Type.Number(),
  low: Type.Number({ description: 'First quartile: a quarter of the posted figures are lower' }),
  high: Type.Number({ description: 'Third quartile: a quarter are higher' }),
  firstSeason: Type.Integer(),
  lastSeason: Type.Integer(),
});
export type ReportedFigure = Static<typeof ReportedFigure>;

/** What admitted applicants reported on The GradCafe, at the university or in the programme group there; never a requirement. */
export const AdmittedProfile = Type.Object({
  programmeGroup: Type.Union([Type.String(), Type.Null()], { description: 'CIP code when the figures are the programme group\'s at this university, null when the university\'s' }),
  gpa: Type.Union([ReportedFigure, Type.Null()], { description: 'GPA on 4 points; null when fewer than 20 admits posted one' }),
  gre: Type.Union([ReportedFigure, Type.Null()], { description: 'GRE total (verbal + quantitative); null when fewer than 20 admits posted one' }),
});
export type AdmittedProfile = Static<typeof AdmittedProfile>;

export const SpecificAnalysis = Type.Object({
  university: Type.String(),
  // Beyond the SPEC: the detail page's slug, so the result can link to the school and save or compare it.
  slug: Type.Optional(Type.String()),
  probability: Type.Number({ description: 'Percent, 2 to 98' }),
  probabilityRange: ProbabilityRange,
  evidence: ChanceEvidence,
  category: StringEnum(['safe', 'moderate', 'ambitious'] as const),
  acceptanceRate: Type.Optional(Type.Number()),
  /** The requirement parts' "required" values come from here; absent when fewer than 20 admits posted figures. */
  admittedProfile: Type.Optional(AdmittedProfile),
  requirements: Type.Object({
    test: Type.Object({ type: Type.Unsafe<'GRE' | 'GMAT' | null>({ type: ['string', 'null'], enum: ['GRE', 'GMAT', null] }), ...RequirementFields }),
    gpa: Type.Object(RequirementFields),
    language: Type.Object({ type: StringEnum(['TOEFL', 'IELTS'] as const), ...RequirementFields }),
  }),
});
export type SpecificAnalysis = Static<typeof SpecificAnalysis>;

export const SpecificChanceResponse = Type.Object({ success: Type.Literal(true), analysis: SpecificAnalysis });
export type SpecificChanceResponse = Static<typeof SpecificChanceResponse>;

const BatchFound = Type.Object({
  universityName: Type.String({ description: 'The name as it was asked for' }),
  found: Type.Literal(true),
  ...SpecificAnalysis.properties,
  // Always given here: compare's batch links each result to its school.
  slug: Type.String(),
});
const BatchNotFound = Type.Object({ universityName: Type.String(), found: Type.Literal(false), error: Type.String() });
export const BatchChanceResult = Type.Union([BatchFound, BatchNotFound]);
export type BatchChanceResult = Static<typeof BatchChanceResult>;

/** One result per asked name, in the order asked: the specific analysis's fields, or why there is none. */
export const BatchChanceResponse = Type.Object({ success: Type.Literal(true), results: Type.Array(BatchChanceResult) });
export type BatchChanceResponse = Static<typeof BatchChanceResponse>;

/** A calculator input problem: every problem listed, plus a joined message. */
export const ChanceErrorResponse = Type.Object({
  success: Type.Literal(false),
  errors: Type.Array(Type.String()),
  message: Type.String(),
});
export type ChanceErrorResponse = Static<typeof ChanceErrorResponse>;

export const ChanceSuggestionsQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 100, description: 'More than 2 characters, else no suggestions' })),
});
export type ChanceSuggestionsQuery = Static<typeof ChanceSuggestionsQuery>;

export const ChanceSuggestion = Type.Object({ name: Type.String(), country: Type.String() });
export type ChanceSuggestion = Static<typeof ChanceSuggestion>;
export const ChanceSuggestions = Type.Array(ChanceSuggestion);
export type ChanceSuggestions = Static<typeof ChanceSuggestions>;

export const CHANCE_COUNTRIES = COUNTRY_VALUES;
