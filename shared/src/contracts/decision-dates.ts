import { Type, type Static } from '@sinclair/typebox';
import { DECISION_DATES_SOURCE, DECISION_SEASONS, MIN_DECISION_REPORTS, SEASON_DAYS } from './after-admission-labels';
import { Nullable, StringEnum } from './common';
import { PROGRAM_FILTER_LEVELS, ProgramCode } from './programs';

const SeasonDay = Type.Integer({ minimum: 0, maximum: SEASON_DAYS - 1, description: 'Day of the admission season: 0 is 1 September, 364 is 31 August (the year ignored)' });

/** The middle half of the dates on which decisions of one kind were posted, and how many reports it rests on (at least MIN_DECISION_REPORTS). */
export const DecisionWindow = Type.Object({
  from: SeasonDay,
  median: SeasonDay,
  to: SeasonDay,
  reports: Type.Integer({ minimum: MIN_DECISION_REPORTS }),
  /** "3 Feb - 12 Mar" (from - to). */
  label: Type.String(),
});
export type DecisionWindow = Static<typeof DecisionWindow>;

/** When admits and rejections were posted at one university, for one level and programme group (or every programme at the level). */
export const DecisionTiming = Type.Object({
  level: StringEnum(PROGRAM_FILTER_LEVELS),
  /** The programme group's CIP code (a family "11" or series "11.07"); null: every programme at the level. */
  code: Nullable(Type.String()),
  title: Nullable(Type.String()),
  /** Null where fewer than MIN_DECISION_REPORTS admits (or rejections) were reported. */
  admits: Nullable(DecisionWindow),
  rejections: Nullable(DecisionWindow),
});
export type DecisionTiming = Static<typeof DecisionTiming>;

const provenance = {
  seasons: Type.String({ description: `The seasons pooled: "${DECISION_SEASONS}"` }),
  source: Type.String({ description: `"${DECISION_DATES_SOURCE}"` }),
  minimumReports: Type.Integer({ description: `Fewer reports than this (${MIN_DECISION_REPORTS}) give no window` }),
};

/** A university's decision dates on its detail answer (signed in only): every level and group with enough reports. */
export const UniversityDecisionDates = Type.Object({ ...provenance, timings: Type.Array(DecisionTiming) });
export type UniversityDecisionDates = Static<typeof UniversityDecisionDates>;

/** For the shortlist: when news came at each saved university, for one level and optionally one programme. */
export const DecisionDatesQuery = Type.Object({
  slugs: Type.String({ minLength: 1, maxLength: 8000, description: 'Comma-separated university slugs, at most 100' }),
  level: StringEnum(PROGRAM_FILTER_LEVELS),
  program: Type.Optional(ProgramCode),
});
export type DecisionDatesQuery = Static<typeof DecisionDatesQuery>;

export const DecisionDatesAnswer = Type.Object({
  ...provenance,
  level: StringEnum(PROGRAM_FILTER_LEVELS),
  program: Nullable(Type.String()),
  /**
   * Slug → the narrowest timing with enough reports: the programme's group
   * when one covers `program`, else every programme at the level (`code`
   * null). A university without enough reports at the level is absent.
   */
  data: Type.Record(Type.String(), DecisionTiming),
});
export type DecisionDatesAnswer = Static<typeof DecisionDatesAnswer>;
