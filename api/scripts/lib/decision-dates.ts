// When admits and rejections were posted (GradCafe, Fall 2021 - Fall 2024):
// per university, degree level and programme group, the middle half of the
// posting dates as days of the season, ignoring the year, with the number of
// reports behind it, and only where at least MIN_DECISION_REPORTS exist. The
// rows never leave this script; only these aggregates are written.
import { join } from 'node:path';
import { MIN_DECISION_REPORTS, monthDayToSeasonDay } from '@gradatlas/shared/contracts';
import { cipAncestors } from '../../src/lib/cip-codes';
import { readCsv } from './csv-rows';
import type { ProgrammeNames } from './programme-names';
import type { SchoolNames } from './school-names';

export const DECISIONS_FILE = 'admissions/gradcafe-decisions-2021-2024.csv';

export type DecisionLevel = 'masters' | 'doctoral';
const LEVEL_OF_DEGREE: Record<string, DecisionLevel> = { Masters: 'masters', PhD: 'doctoral' };

/** "Fall 2024" → 2024. Spring and Summer intakes decide on another calendar and are left out. */
export function fallSeasonYear(season: string | undefined): number | null {
  const year = season?.match(/^Fall (\d{4})$/)?.[1];
  return year ? Number(year) : null;
}

/**
 * The day of the season of a decision dated `date` (YYYY-MM-DD) for the fall
 * of `seasonYear`: the season runs from 1 September of the year before to
 * 31 August, so each date falls in one place of it. A date outside (a post
 * filed under the wrong season, or a typo) gives null.
 */
export function seasonDayOf(date: string, seasonYear: number): number | null {
  const match = date.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const inSeason = month >= 9 ? year === seasonYear - 1 : year === seasonYear;
  return inSeason ? monthDayToSeasonDay(month, day) : null;
}

/** The 25th, 50th and 75th percentiles of sorted numbers (linear between neighbours), each rounded to a whole day. */
export function quartiles(sorted: readonly number[]): [number, number, number] {
  if (sorted.length === 0) throw new Error('no values');
  const at = (p: number) => {
    const h = (sorted.length - 1) * p;
    const low = Math.floor(h);
    const high = Math.min(low + 1, sorted.length - 1);
    return Math.round(sorted[low]! + (h - low) * (sorted[high]! - sorted[low]!));
  };
  return [at(0.25), at(0.5), at(0.75)];
}

export interface DatedDecision {
  slug: string;
  level: DecisionLevel;
  /** The programme's CIP code as the name table gives it (a family or series), or null when the name could not be mapped. */
  code: string | null;
  admitted: boolean;
  seasonDay: number;
}

export interface DecisionSkips {
  notFall: number;
  noDate: number;
  dateOutsideSeason: number;
  schoolNotInData: number;
  notMastersOrPhd: number;
}

/** Every dated Fall decision at a university in our data for a master's or PhD, with what was left out and why. */
export function readDatedDecisions(dataDir: string, schools: SchoolNames, programmes: ProgrammeNames): { decisions: DatedDecision[]; skipped: DecisionSkips; rows: number } {
  const skipped: DecisionSkips = { notFall: 0, noDate: 0, dateOutsideSeason: 0, schoolNotInData: 0, notMastersOrPhd: 0 };
  const decisions: DatedDecision[] = [];
  const rows = readCsv(join(dataDir, DECISIONS_FILE));
  for (const row of rows) {
    const seasonYear = fallSeasonYear(row.season);
    if (seasonYear === null) {
      skipped.notFall += 1;
      continue;
    }
    if (!row.decision_date) {
      skipped.noDate += 1;
      continue;
    }
    const seasonDay = seasonDayOf(row.decision_date, seasonYear);
    if (seasonDay === null) {
      skipped.dateOutsideSeason += 1;
      continue;
    }
    const school = schools.byTypedName(row.university ?? '');
    if (!school) {
      skipped.schoolNotInData += 1;
      continue;
    }
    const level = LEVEL_OF_DEGREE[row.degree ?? ''];
    if (!level) {
      skipped.notMastersOrPhd += 1;
      continue;
    }
    decisions.push({ slug: school.slug, level, code: programmes.codeOf(row.program ?? '').code, admitted: row.decision === 'Accepted', seasonDay });
  }
  return { decisions, skipped, rows: rows.length };
}

/** [from, median, to, reports]: the middle half of the season days and how many reports it rests on. */
export type Window = [from: number, median: number, to: number, reports: number];
/** [level, programme group (null: every programme at the level), admits, rejections]; a window with too few reports is null. */
export type DecisionEntry = [level: DecisionLevel, code: string | null, admits: Window | null, rejections: Window | null];

const windowOf = (days: number[] | undefined, minimum: number): Window | null => {
  if (!days || days.length < minimum) return null;
  const sorted = [...days].sort((a, b) => a - b);
  return [...quartiles(sorted), sorted.length];
};

/**
 * Each university's entries: per level, every programme together, then each
 * programme group (the mapped code and the codes that contain it: a post
 * mapped to 11.07 counts for 11.07 and for the family 11). An entry is kept
 * when its admits or its rejections reach `minimum` reports.
 */
export function decisionEntries(decisions: readonly DatedDecision[], minimum = MIN_DECISION_REPORTS): Map<string, DecisionEntry[]> {
  const days = new Map<string, { admits: number[]; rejections: number[] }>();
  const add = (key: string, decision: DatedDecision) => {
    const entry = days.get(key) ?? { admits: [], rejections: [] };
    days.set(key, entry);
    (decision.admitted ? entry.admits : entry.rejections).push(decision.seasonDay);
  };
  for (const decision of decisions) {
    add(`${decision.slug}|${decision.level}|`, decision);
    for (const code of decision.code ? cipAncestors(decision.code) : []) add(`${decision.slug}|${decision.level}|${code}`, decision);
  }
  // A group whose reports all lie in one narrower group would repeat that group's entry: the narrower one says it.
  const size = (key: string) => (days.get(key)?.admits.length ?? 0) + (days.get(key)?.rejections.length ?? 0);
  const repeated = new Set<string>();
  for (const key of days.keys()) {
    const code = key.slice(key.lastIndexOf('|') + 1);
    const wider = code.length > 2 ? `${key.slice(0, key.lastIndexOf('|') + 1)}${code.slice(0, code.length === 7 ? 5 : 2)}` : null;
    if (wider && size(wider) === size(key)) repeated.add(wider);
  }
  const bySlug = new Map<string, DecisionEntry[]>();
  for (const [key, { admits, rejections }] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
    if (repeated.has(key)) continue;
    const [slug, level, code] = key.split('|') as [string, DecisionLevel, string];
    const entry: DecisionEntry = [level, code || null, windowOf(admits, minimum), windowOf(rejections, minimum)];
    if (entry[2] === null && entry[3] === null) continue;
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), entry]);
  }
  return bySlug;
}
