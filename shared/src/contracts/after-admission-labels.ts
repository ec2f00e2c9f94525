// What follows admission (issue 48): the words every page and answer uses
// for the STEM list, the Scorecard's earnings and debt, and when decisions
// were posted. Plain values, no TypeBox, so a page can read them without
// loading the schemas; the API's contracts and answers use the same ones.

/** A programme whose 6-digit CIP code is on the DHS list: the code's status, never a promise to the student. */
export const STEM_LABEL = 'STEM OPT eligible (DHS list, July 2024)';
/** Said wherever STEM_LABEL is. */
export const STEM_CAVEAT = 'eligibility also depends on the school and your case';
/** The explorer's choice to list only programmes whose code is on the DHS list. */
export const STEM_ONLY_FILTER = 'STEM OPT eligible programmes only';
export const STEM_SOURCE = 'U.S. DHS, STEM Designated Degree Program List, July 2024';
/** A family or series: how many of the programmes under it (that a US university awards) have their code on the list ("24 of 27 programmes on the DHS STEM list"). */
export const stemCountLabel = (listed: number, of: number): string => `${listed} of ${of} ${of === 1 ? 'programme' : 'programmes'} on the DHS STEM list`;

/** The Scorecard counts only students with federal (Title IV) aid: no international student is in its figures. */
export const OUTCOMES_COVER = 'US graduates with federal aid';
export const OUTCOMES_SOURCE = 'U.S. Department of Education, College Scorecard, Field of Study';
/** The completers behind each figure: earnings one year after completing exist only for the 2015-17 cohort. */
export const OUTCOME_COHORTS = {
  '2015-17': 'completed 2015-17',
  '2018-20': 'completed 2018-20',
} as const;
export type OutcomeCohort = keyof typeof OUTCOME_COHORTS;
/** "US graduates with federal aid, completed 2015-17". */
export const outcomeCoverLabel = (cohort: OutcomeCohort): string => `${OUTCOMES_COVER}, ${OUTCOME_COHORTS[cohort]}`;

/** Decision dates are shown only where at least this many reports lie behind them (never a row-level figure). */
export const MIN_DECISION_REPORTS = 20;
export const DECISION_SEASONS = 'Fall 2021 - Fall 2024';
export const DECISION_DATES_SOURCE = 'decisions self-reported on The GradCafe';

/**
 * A day of the admission season: 0 is 1 September, 364 is 31 August (the
 * year is ignored; 29 February counts as 28 February). Days after the
 * season starts, so that December comes before January when ordering.
 */
const SEASON_MONTHS = ['Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'] as const;
const SEASON_MONTH_DAYS = [30, 31, 30, 31, 31, 28, 31, 30, 31, 30, 31, 31] as const;
export const SEASON_DAYS = 365;

/** Month (1-12) and day of a season day. */
export function seasonDayToMonthDay(seasonDay: number): { month: number; day: number } {
  if (!Number.isInteger(seasonDay) || seasonDay < 0 || seasonDay >= SEASON_DAYS) throw new RangeError(`a season day is 0 to ${SEASON_DAYS - 1}, not ${seasonDay}`);
  let rest = seasonDay;
  let index = 0;
  while (rest >= SEASON_MONTH_DAYS[index]!) rest -= SEASON_MONTH_DAYS[index++]!;
  return { month: ((index + 8) % 12) + 1, day: rest + 1 };
}

/** The season day of a month (1-12) and day; 29 February counts as 28 February. */
export function monthDayToSeasonDay(month: number, day: number): number {
  const index = (month + 3) % 12;
  let seasonDay = Math.min(day, SEASON_MONTH_DAYS[index]!) - 1;
  for (let earlier = 0; earlier < index; earlier += 1) seasonDay += SEASON_MONTH_DAYS[earlier]!;
  return seasonDay;
}

/** "3 Feb". */
export function seasonDayLabel(seasonDay: number): string {
  const { month, day } = seasonDayToMonthDay(seasonDay);
  return `${day} ${SEASON_MONTHS[(month + 3) % 12]}`;
}

/** "3 Feb - 12 Mar": the middle half of the dates. */
export const seasonWindowLabel = (from: number, to: number): string => `${seasonDayLabel(from)} - ${seasonDayLabel(to)}`;
