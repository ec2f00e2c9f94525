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
  gpa: NumberLike('On a 4-point or 10-point scale, or on the scale gpaScale names'),
  gpaScale: NumberLike('Optional, beyond the SPEC: 4, 5 or 10, the scale the GPA is on (a 5-point CGPA, as in Nigeria and Ghana, needs it); without it a GPA of at most 4 is read on the 4-point scale and one above 4 on the 10-point'),
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

/** The likely range of the estimate (percent): 80 % of the model's own uncertainty lies between low and high. */
export const ProbabilityRange = Type.Object(
  { low: Type.Number({ description: 'Percent, 2 to 98' }), high: Type.Number({ description: 'Percent, 2 to 98' }) },
  {
    description:
      "The model's 80 % uncertainty interval around probability: fitted coefficients, the school's and the programme's adjustments, and how far admissions moved from one season to the next",
  },
);
export type ProbabilityRange = Static<typeof ProbabilityRange>;

const PROGRAMME_BASES = ['programme', 'field', 'university'] as const;

/** What the estimate rests on at this university: counts only, never a decision or an applicant. */
export const ChanceEvidence = Type.Object({
  decisions: Type.Integer({
    minimum: 0,
    description: "Real admission decisions at this university at the applicant's degree level (both levels when none is given) the model learned from; counts below 20 are given as 0",
  }),
  inProgramme: Type.Integer({
    minimum: 0,
    description: 'Of the decisions at this university, those in the programme (programmeBasis "programme") or its field ("field"); 0 when no programme was given or fewer than 20',
  }),
  programmeBasis: Type.Union([StringEnum(PROGRAMME_BASES), Type.Null()], {
    description:
      'programme: 20 or more decisions here in the programme; field: fewer, so its field (CIP family) here stands in; university: fewer than 20 in the field here, so the estimate rests on the university at this level and the programme across universities; null: no programme given',
  }),
  ownAdjustment: Type.Boolean({ description: 'true: the university has its own adjustment, learned from its decisions; false: estimated from its profile alone' }),
});
export type ChanceEvidence = Static<typeof ChanceEvidence>;

export const ChanceListItem = Type.Object({
  name: Type.String(),
  acceptanceRate: Type.Optional(Type.Number()),
  // Beyond the SPEC: the detail page's slug, the applicant's estimated chance (percent) and its likely range, so each list item can link and explain its place.
  slug: Type.Optional(Type.String()),
  probability: Type.Optional(Type.Number({ description: 'Percent, 2 to 98' })),
  probabilityRange: ProbabilityRange,
  evidence: ChanceEvidence,
});
export type ChanceListItem = Static<typeof ChanceListItem>;

/** Candidate universities (those that award the programme at the level, when one is given) left out of the lists, and why. */
export const ChanceLeftOut = Type.Object({
  universities: Type.Integer({ minimum: 0, description: 'Candidate universities with fewer than minimumDecisions real decisions at degreeLevel (both levels when null)' }),
  minimumDecisions: Type.Integer({ minimum: 1 }),
  degreeLevel: Type.Union([StringEnum(['masters', 'phd'] as const), Type.Null()]),
});
export type ChanceLeftOut = Static<typeof ChanceLeftOut>;

/** How the estimates read the programme asked for. */
export const ProgrammeUse = Type.Object({
  code: Type.String({ description: 'The CIP code asked for' }),
  title: Type.String(),
  usedCode: Type.Union([Type.String(), Type.Null()], { description: 'The CIP code whose decisions inform the estimates: the programme group, or its field; null when neither has 20 decisions' }),
  usedTitle: Type.Union([Type.String(), Type.Null()]),
  basis: StringEnum(['programme', 'field', 'none'] as const, {
    description: 'programme: the programme (or the field asked for) has its own adjustment; field: too few decisions in the programme, its field stands in; none: too few in the field as well',
  }),
  decisions: Type.Integer({ minimum: 0, description: 'Real decisions across universities under usedCode (0 when none or fewer than 20)' }),
});
export type ProgrammeUse = Static<typeof ProgrammeUse>;

/** What an estimate was for, so a page can say it beside the chance ("for a Master's in Computer Science, TOEFL 104, GPA 8.4/10"). */
export const EstimateFor = Type.Object({
  degreeLevel: Type.Union([StringEnum(['masters', 'phd'] as const), Type.Null()], { description: "null: the mix of GradAtlas users (80 % Master's) was assumed" }),
  programme: Type.Union([ProgrammeUse, Type.Null()]),
  gpa: Type.Union([Type.Object({ value: Type.Number(), scale: Type.Union([Type.Literal(4), Type.Literal(5), Type.Literal(10)]), onFourPoints: Type.Number() }), Type.Null()]),
  test: Type.Union([Type.Object({ type: StringEnum(['GRE', 'GMAT'] as const), score: Type.Number(), greTotal: Type.Number() }), Type.Null()]),
  language: Type.Union([Type.Object({ type: StringEnum(['TOEFL', 'IELTS'] as const), score: Type.Number(), toefl: Type.Number() }), Type.Null()]),
  seasons: Type.Object(
    { first: Type.Integer(), latest: Type.Integer() },
    { description: 'The seasons (calendar years) the model learned from; the estimate is for the season after the latest' },
  ),
});
export type EstimateFor = Static<typeof EstimateFor>;

/** The sentence every page shows beside each tier (defined once, in the API). */
export const TierMeanings = Type.Object({ safe: Type.String(), moderate: Type.String(), ambitious: Type.String() });
export type TierMeanings = Static<typeof TierMeanings>;

export const GeneralChanceResponse = Type.Object({
  success: Type.Literal(true),
  results: Type.Object({
    safe: Type.Array(ChanceListItem),
    moderate: Type.Array(ChanceListItem),
    ambitious: Type.Array(ChanceListItem),
  }),
  leftOut: ChanceLeftOut,
  programmeGroup: Type.Union([Type.String(), Type.Null()], { description: 'CIP code whose decisions the estimates used (the programme group, or its field), or null (none given, or too few decisions)' }),
  awardedUnder: Type.Union([Type.Object({ code: Type.String(), title: Type.String() }), Type.Null()], {
    description:
      'With a programme: the CIP code the listed universities awarded a degree under at the level (IPEDS): the programme, or a wider code when fewer than 10 of its awarders have decisions enough; null without a programme',
  }),
  estimateFor: EstimateFor,
  tierMeanings: TierMeanings,
});
export type GeneralChanceResponse = Static<typeof GeneralChanceResponse>;

const RequirementFields = {
  required: Nullable(Type.Number()),
  yourScore: Nullable(Type.Number()),
  weight: Type.Number({ minimum: 0, maximum: 1 }),
};

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
  programmeGroup: Type.Union([Type.String(), Type.Null()], { description: 'CIP code when the figures are the programme group\'s or the field\'s at this university, null when the university\'s' }),
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

export const SpecificChanceResponse = Type.Object({ success: Type.Literal(true), analysis: SpecificAnalysis, estimateFor: EstimateFor, tierMeanings: TierMeanings });
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

/** One result per asked name, in the order asked: the specific analysis's fields, or why there is none; what the estimates were for, once. */
export const BatchChanceResponse = Type.Object({ success: Type.Literal(true), results: Type.Array(BatchChanceResult), estimateFor: EstimateFor, tierMeanings: TierMeanings });
export type BatchChanceResponse = Static<typeof BatchChanceResponse>;

/** The request fields a calculator input problem can be about. */
export const CHANCE_INPUT_FIELDS = ['testType', 'testScore', 'languageTest', 'languageScore', 'gpa', 'gpaScale', 'degreeLevel', 'programCode', 'country', 'universityName', 'universityNames'] as const;
export type ChanceInputField = (typeof CHANCE_INPUT_FIELDS)[number];

/** A calculator input problem: every problem listed, plus a joined message; each problem about one field names it, so a form can show it there. */
export const ChanceErrorResponse = Type.Object({
  success: Type.Literal(false),
  errors: Type.Array(Type.String()),
  message: Type.String(),
  fieldErrors: Type.Optional(Type.Array(Type.Object({ field: StringEnum(CHANCE_INPUT_FIELDS), message: Type.String() }))),
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
