import type { DecisionTiming, DecisionWindow, ProgramOutcome, ProgramOutcomes, UniversityDecisionDates } from '@gradatlas/shared/contracts';
import { DECISION_DATES_SOURCE, DECISION_SEASONS, MIN_DECISION_REPORTS, OUTCOME_COHORTS, OUTCOMES_COVER, OUTCOMES_SOURCE, SEASON_DAYS, type OutcomeCohort } from '@gradatlas/shared/contracts/after-admission-labels';
import { isProgramLevel } from '../after-admission-text';

// The signed-in detail answer's after-admission parts (issue 48), read
// defensively: a malformed figure is dropped on its own and the rest stays.
// undefined means the answer had no such part (a guest's answer, or an older
// API), null that the API has none for this university.

type Loose = Record<string, unknown> | null | undefined;

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isSeasonDay = (value: unknown): value is number => isInteger(value) && value >= 0 && value < SEASON_DAYS;
const countOrNull = (value: unknown): number | null => (isInteger(value) && value >= 0 ? value : null);

function readWindow(value: unknown): DecisionWindow | null {
  const window = value as Loose;
  if (!window || !isSeasonDay(window.from) || !isSeasonDay(window.median) || !isSeasonDay(window.to)) return null;
  if (!isInteger(window.reports) || window.reports < MIN_DECISION_REPORTS || typeof window.label !== 'string') return null;
  return { from: window.from, median: window.median, to: window.to, reports: window.reports, label: window.label };
}

export function readTiming(value: unknown): DecisionTiming | null {
  const timing = value as Loose;
  if (!timing || (timing.level !== 'masters' && timing.level !== 'doctoral')) return null;
  const code = typeof timing.code === 'string' ? timing.code : null;
  const admits = readWindow(timing.admits);
  const rejections = readWindow(timing.rejections);
  if (!admits && !rejections) return null;
  return { level: timing.level, code, title: code !== null && typeof timing.title === 'string' ? timing.title : null, admits, rejections };
}

export function readDecisionDates(body: unknown): UniversityDecisionDates | null | undefined {
  const dates = (body as Loose)?.decisionDates as Loose;
  if (dates === null) return null;
  if (!dates || !Array.isArray(dates.timings)) return undefined;
  const timings = dates.timings.map(readTiming).filter((timing): timing is DecisionTiming => timing !== null);
  return {
    seasons: typeof dates.seasons === 'string' ? dates.seasons : DECISION_SEASONS,
    source: typeof dates.source === 'string' ? dates.source : DECISION_DATES_SOURCE,
    minimumReports: MIN_DECISION_REPORTS,
    timings,
  };
}

/** A cohort the labels name; a figure of another is dropped rather than shown without saying whom it covers. */
const isCohort = (value: unknown): value is OutcomeCohort => typeof value === 'string' && Object.hasOwn(OUTCOME_COHORTS, value);

type Figure = { median: number; count: number | null; cohort: OutcomeCohort };

function readFigure(value: unknown, countField: 'earners' | 'borrowers'): Figure | null {
  const figure = value as Loose;
  if (!figure || !isInteger(figure.median) || figure.median < 0 || !isCohort(figure.cohort)) return null;
  return { median: figure.median, count: countOrNull(figure[countField]), cohort: figure.cohort };
}

function readOutcome(value: unknown): ProgramOutcome | null {
  const outcome = value as Loose;
  if (!outcome || typeof outcome.series !== 'string' || typeof outcome.title !== 'string' || !isProgramLevel(outcome.level)) return null;
  const earnings = readFigure(outcome.earnings, 'earners');
  const debt = readFigure(outcome.debt, 'borrowers');
  if (!earnings && !debt) return null;
  return {
    series: outcome.series,
    title: outcome.title,
    level: outcome.level,
    earnings: earnings && { median: earnings.median, earners: earnings.count, cohort: earnings.cohort },
    debt: debt && { median: debt.median, borrowers: debt.count, cohort: debt.cohort },
  };
}

export function readProgramOutcomes(body: unknown): ProgramOutcomes | null | undefined {
  const outcomes = (body as Loose)?.programOutcomes as Loose;
  if (outcomes === null) return null;
  if (!outcomes || !Array.isArray(outcomes.series)) return undefined;
  const cohorts = outcomes.cohorts && typeof outcomes.cohorts === 'object' ? (outcomes.cohorts as Record<string, unknown>) : {};
  return {
    source: typeof outcomes.source === 'string' ? outcomes.source : OUTCOMES_SOURCE,
    covers: typeof outcomes.covers === 'string' ? outcomes.covers : OUTCOMES_COVER,
    cohorts: Object.fromEntries(Object.entries(cohorts).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    campusesSharingFigures: countOrNull(outcomes.campusesSharingFigures),
    series: outcomes.series.map(readOutcome).filter((outcome): outcome is ProgramOutcome => outcome !== null),
  };
}
