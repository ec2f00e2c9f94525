import { Type, type Static } from '@sinclair/typebox';
import { OUTCOME_COHORTS, OUTCOMES_COVER, OUTCOMES_SOURCE } from './after-admission-labels';
import { Nullable, StringEnum } from './common';
import { PROGRAM_LEVELS } from './programs';

const COHORTS = Object.keys(OUTCOME_COHORTS) as (keyof typeof OUTCOME_COHORTS)[];
const Cohort = StringEnum(COHORTS, { description: 'The completers behind the figure: 2015-17 (2015-16 and 2016-17) or 2018-20 (2018-19 and 2019-20)' });

/** Median earnings one year after completing, of completers working and not enrolled (Scorecard EARN_MDN_HI_1YR). */
const Earnings = Type.Object({
  median: Type.Integer({ description: 'US$ a year, as published (not adjusted for inflation)' }),
  /** How many earners the median rests on; null where the Scorecard suppresses the count but publishes the median. */
  earners: Nullable(Type.Integer()),
  cohort: Cohort,
});

/** Median federal loan debt (Stafford and Grad PLUS) of completers who borrowed (Scorecard DEBT_ALL_STGP_EVAL_MDN). */
const Debt = Type.Object({
  median: Type.Integer({ description: 'US$ at completion' }),
  borrowers: Nullable(Type.Integer()),
  cohort: Cohort,
});

/**
 * The Scorecard's figures for one 4-digit CIP series at one level: they
 * cover every programme of the university under the series (11.07 holds
 * 11.0701), so a 6-digit programme row shows its series' figure labelled as
 * the series' ("all Computer Science master's, CIP 11.07").
 */
export const ProgramOutcome = Type.Object({
  series: Type.String({ description: 'The 4-digit CIP series ("11.07")' }),
  title: Type.String(),
  level: StringEnum(PROGRAM_LEVELS),
  earnings: Nullable(Earnings),
  debt: Nullable(Debt),
});
export type ProgramOutcome = Static<typeof ProgramOutcome>;

/** What US graduates of a university's programmes earned and borrowed (signed in only; SPEC section 6: career outcomes). */
export const ProgramOutcomes = Type.Object(
  {
    source: Type.String({ description: `"${OUTCOMES_SOURCE}"` }),
    /** "US graduates with federal aid": the Scorecard counts only students with federal (Title IV) aid, so no international student. */
    covers: Type.String({ description: `"${OUTCOMES_COVER}"` }),
    /** Each cohort's words ("completed 2015-17"). */
    cohorts: Type.Record(Type.String(), Type.String()),
    /**
     * The Scorecard reports these per federal aid number (OPEID); where other
     * campuses share this university's, the figures cover all of them (this
     * many campuses, online units included). Null: no other campus shares it.
     */
    campusesSharingFigures: Nullable(Type.Integer()),
    series: Type.Array(ProgramOutcome),
  },
  { description: 'Never what the student will earn or owe: figures of US graduates with federal aid, labelled with their cohort.' },
);
export type ProgramOutcomes = Static<typeof ProgramOutcomes>;
