// Wire contracts of the GradAtlas API: TypeBox schemas (values, used by the
// API to validate and serialise) and their static types. Web apps import these
// with `import type` only, so no schema code reaches a browser bundle.
// The brand is re-exported so the API can name it without loading the UI side of @gradatlas/shared.
export { BRAND_NAME } from '../config/brand';
export { NUMERIC_FIELDS, TEXT_FIELDS } from './university-fields';
export type { NumericField, TextField } from './university-fields';
export { COUNTRY_VALUES, CountryParam, ErrorResponse, HealthResponse, Nullable, StringEnum } from './common';
export {
  DEFAULT_PAGE_SIZE,
  GuestUniversity,
  GuestUniversityDetail,
  GuestUniversityList,
  GuestUniversitySearch,
  MAX_PAGE_SIZE,
  MAX_SEARCH_RESULTS,
  Pagination,
  UNIVERSITY_CATEGORIES,
  UniversityDetail,
  UniversityList,
  UniversityListQuery,
  UniversityRecord,
  AdmittedScores,
  UniversitySearch,
  UniversitySearchQuery,
  UniversitySlugParams,
} from './universities';
export { SIGNED_IN_ONLY_FILTERS, UNIVERSITY_FILTER_KEYS, UniversityFilter } from './university-filter';
export type { UniversityFilterKey } from './university-filter';
export {
  PROGRAM_CODE_PATTERN,
  PROGRAM_FILTER_LEVELS,
  PROGRAM_LEVELS,
  ProgramAwardsOnPage,
  ProgramAwardsQuery,
  ProgramCode,
  ProgramSuggestion,
  ProgramSuggestions,
  ProgramSuggestionsQuery,
  StemCount,
  UniversityProgram,
} from './programs';
export type { ProgramFilterLevel, ProgramLevel } from './programs';
export {
  DECISION_DATES_SOURCE,
  DECISION_SEASONS,
  MIN_DECISION_REPORTS,
  OUTCOME_COHORTS,
  OUTCOMES_COVER,
  OUTCOMES_SOURCE,
  SEASON_DAYS,
  STEM_CAVEAT,
  STEM_LABEL,
  STEM_SOURCE,
  monthDayToSeasonDay,
  outcomeCoverLabel,
  seasonDayLabel,
  seasonDayToMonthDay,
  seasonWindowLabel,
  stemCountLabel,
} from './after-admission-labels';
export type { OutcomeCohort } from './after-admission-labels';
export { ProgramOutcome, ProgramOutcomes } from './program-outcomes';
export { DecisionDatesAnswer, DecisionDatesQuery, DecisionTiming, DecisionWindow, UniversityDecisionDates } from './decision-dates';
export {
  AuthUser,
  CurrentUserResponse,
  DevIdTokenResponse,
  JsonWebKeySet,
  LogoutBody,
  LogoutResponse,
  RefreshBody,
  SignInResponse,
  TokenPair,
  VerifyIdTokenBody,
} from './auth';
export { CURRENCY_CODE_PATTERN, CurrencyPreference, ExchangeRate, ExchangeRateList } from './exchange-rates';
export { BlogList, BlogListItem, BlogPost, BlogSlugParams } from './blogs';
export { CONTACT_LIMITS, CONTACT_SUCCESS_MESSAGE, ContactBody, ContactHeaders, ContactResponse, PHONE_PATTERN } from './contact';
export { AboutInfo, ContactInfo, DataSourceCredit } from './pages';
export {
  BATCH_NAME_LIMIT,
  BATCH_NAME_MAX_LENGTH,
  BatchChanceBody,
  BatchChanceRequest,
  BatchChanceResponse,
  BatchChanceResult,
  CHANCE_COUNTRIES,
  CHANCE_INPUT_FIELDS,
  ChanceErrorResponse,
  AdmittedProfile,
  ChanceEvidence,
  ChanceLeftOut,
  ChanceListItem,
  ChanceSuggestion,
  ChanceSuggestions,
  ChanceSuggestionsQuery,
  EstimateFor,
  GeneralChanceBody,
  GeneralChanceRequest,
  GeneralChanceResponse,
  ProbabilityRange,
  ProgrammeChoice,
  ProgrammeUse,
  ReportedFigure,
  SpecificAnalysis,
  SpecificChanceBody,
  SpecificChanceRequest,
  SpecificChanceResponse,
  TierMeanings,
} from './chances';
export type { ChanceInputField } from './chances';
export {
  COMPARE_LIMIT,
  CompareQuery,
  CompareResponse,
  GuestCompareResponse,
  SHORTLIST_LIMIT,
  ShortlistResponse,
} from './shortlist';
export {
  FIELD_DATA_PATH,
  FIELD_ERROR_KINDS,
  FIELD_INTERACTIONS,
  FIELD_LIMITS,
  FIELD_METRIC_ID_PATTERN,
  FIELD_METRIC_NAMES,
  FIELD_ROUTES,
  FieldDataBatch,
  FieldDataResponse,
  FieldError,
  FieldMetric,
} from './field-data';
export type { FieldErrorKind, FieldInteraction, FieldMetricName, FieldRoute } from './field-data';
