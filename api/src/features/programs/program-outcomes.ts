import { OUTCOME_COHORTS, OUTCOMES_COVER, OUTCOMES_SOURCE, type OutcomeCohort, type ProgramLevel, type ProgramOutcomes } from '@gradatlas/shared/contracts';

/** A row of programs.json's outcomes: [series, level, earnings, earners, debt, borrowers, debt cohort] (api/scripts/lib/scorecard-outcomes.ts). */
export type OutcomeRow = [
  series: string,
  level: ProgramLevel,
  earnings: number | null,
  earners: number | null,
  debt: number | null,
  borrowers: number | null,
  debtCohort: OutcomeCohort | null,
];

/** Earnings one year after completing are published for the 2015-17 completers only. */
const EARNINGS_COHORT: OutcomeCohort = '2015-17';

/** A university's Scorecard figures as the detail answer gives them; null when the Scorecard publishes none for its programmes. */
export function outcomesAnswer(rows: readonly OutcomeRow[] | undefined, campuses: number | undefined, title: (code: string) => string): ProgramOutcomes | null {
  if (!rows?.length) return null;
  return {
    source: OUTCOMES_SOURCE,
    covers: OUTCOMES_COVER,
    cohorts: { ...OUTCOME_COHORTS },
    campusesSharingFigures: campuses ?? null,
    series: rows.map(([series, level, earnings, earners, debt, borrowers, debtCohort]) => ({
      series,
      title: title(series),
      level,
      earnings: earnings === null ? null : { median: earnings, earners, cohort: EARNINGS_COHORT },
      debt: debt === null || debtCohort === null ? null : { median: debt, borrowers, cohort: debtCohort },
    })),
  };
}
