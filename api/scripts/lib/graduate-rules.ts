/**
 * Which US institutions a graduate applicant can apply to, and how their
 * names and costs are shown. Pure functions over Scorecard rows, so the
 * rules are tested on small fixtures (api/test/derivation-rules.test.ts).
 * Rules and thresholds are stated in api/docs/data.md.
 */
import { cellNumber } from './csv-rows';

/** Fewest graduate students (Scorecard GRADS) for a "real graduate school". */
export const MIN_GRADUATE_STUDENTS = 500;

/**
 * Names of programmes that are not a campus: online divisions, adult-learner
 * and "global" programmes. Their Scorecard rows carry MAIN = 0 or a
 * DISTANCEONLY flag that is sometimes left empty, so the name is checked too.
 */
const NOT_A_CAMPUS = /(online|non-traditional|worldwide|global|digital immersion|professional programs|regional\/|national & global|virtual|distance)/i;

export type ScorecardRow = Record<string, string | undefined>;

export function graduateSchoolProblem(row: ScorecardRow): string | null {
  if (row.HIGHDEG !== '4') return 'highest degree is not graduate';
  const grads = cellNumber(row.GRADS);
  if (grads === null || grads < MIN_GRADUATE_STUDENTS) return `fewer than ${MIN_GRADUATE_STUDENTS} graduate students`;
  if (cellNumber(row.DISTANCEONLY) === 1) return 'distance-only';
  if (NOT_A_CAMPUS.test(row.INSTNM ?? '')) return 'programme, not a campus';
  return null;
}

/**
 * Hand-checked flagship names whose Scorecard form adds a campus suffix a
 * reader would not use. Keys are Scorecard names.
 */
const RECOGNISED_NAMES: Record<string, string> = {
  'University of Washington-Seattle Campus': 'University of Washington',
  'University of Pittsburgh-Pittsburgh Campus': 'University of Pittsburgh',
  'Arizona State University Campus Immersion': 'Arizona State University',
  'Texas A & M University-College Station': 'Texas A&M University',
  'Columbia University in the City of New York': 'Columbia University',
  'Pennsylvania State University-Main Campus': 'Pennsylvania State University',
  'University of Oklahoma-Norman Campus': 'University of Oklahoma',
};

/** "Georgia Institute of Technology-Main Campus" → "Georgia Institute of Technology"; "Pratt Institute-Main" → "Pratt Institute". */
export function displayName(scorecardName: string): string {
  const name = scorecardName.trim();
  if (RECOGNISED_NAMES[name]) return RECOGNISED_NAMES[name];
  return name.replace(/\s*-\s*Main( Campus)?$/i, '').replace(/\s+Main Campus$/i, '').trim();
}

/** Off-campus room and board plus other off-campus expenses, or null when either is missing. */
export function yearlyLivingCost(row: ScorecardRow): number | null {
  const room = cellNumber(row.ROOMBOARD_OFF);
  const other = cellNumber(row.OTHEREXPENSE_OFF);
  if (room === null || other === null) return null;
  return Math.round(room + other);
}

/**
 * The yearly living cost and what it is: off-campus room and board plus other
 * off-campus expenses, or, where the school publishes no off-campus figures,
 * on-campus room and board plus other on-campus expenses (both Scorecard
 * estimates for undergraduates; the label says which).
 */
export function livingCostOf(row: ScorecardRow): { amount: number; basis: 'off-campus' | 'on-campus' } | null {
  const offCampus = yearlyLivingCost(row);
  if (offCampus !== null) return { amount: offCampus, basis: 'off-campus' };
  const room = cellNumber(row.ROOMBOARD_ON);
  const other = cellNumber(row.OTHEREXPENSE_ON);
  if (room === null || other === null) return null;
  return { amount: Math.round(room + other), basis: 'on-campus' };
}

/** A share 0-1 as a percent with one decimal, or null. */
export function percent(share: number | null): number | null {
  return share === null ? null : Math.round(share * 1000) / 10;
}

/** Latest academic year with a value, per institution id. "2020-21" sorts after "2019-20". */
export function latestByYear(rows: Array<{ id: string; year: string; value: number }>): Map<string, { year: string; value: number }> {
  const out = new Map<string, { year: string; value: number }>();
  for (const row of rows) {
    const known = out.get(row.id);
    if (!known || row.year > known.year) out.set(row.id, { year: row.year, value: row.value });
  }
  return out;
}
