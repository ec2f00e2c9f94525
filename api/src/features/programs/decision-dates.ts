import {
  DECISION_DATES_SOURCE,
  DECISION_SEASONS,
  MIN_DECISION_REPORTS,
  seasonWindowLabel,
  type DecisionTiming,
  type DecisionWindow,
  type ProgramFilterLevel,
  type UniversityDecisionDates,
} from '@gradatlas/shared/contracts';
import { cipAncestors } from '../../lib/cip-codes';

/** [from, median, to, reports] in season days (0 = 1 September). */
type WindowRow = [from: number, median: number, to: number, reports: number];
/** A row of programs.json's decisionDates: [level, group code or null, admits, rejections] (api/scripts/lib/decision-dates.ts). */
export type DecisionRow = [level: ProgramFilterLevel, code: string | null, admits: WindowRow | null, rejections: WindowRow | null];

const windowOf = (row: WindowRow | null): DecisionWindow | null =>
  row === null ? null : { from: row[0], median: row[1], to: row[2], reports: row[3], label: seasonWindowLabel(row[0], row[2]) };

/** What every decision-dates answer says of where its figures come from. */
export const decisionProvenance = () => ({ seasons: DECISION_SEASONS, source: DECISION_DATES_SOURCE, minimumReports: MIN_DECISION_REPORTS });

/**
 * When admits and rejections were posted (GradCafe, Fall 2021 - Fall 2024),
 * as derived aggregates of at least MIN_DECISION_REPORTS reports: never a row.
 */
export class DecisionDates {
  constructor(
    private readonly bySlug: Readonly<Record<string, DecisionRow[]>>,
    private readonly title: (code: string) => string | null,
  ) {}

  private timing([level, code, admits, rejections]: DecisionRow): DecisionTiming {
    return { level, code, title: code === null ? null : this.title(code), admits: windowOf(admits), rejections: windowOf(rejections) };
  }

  /** Every level and group of a university with enough reports; null when none has. */
  of(slug: string): UniversityDecisionDates | null {
    const rows = this.bySlug[slug];
    return rows?.length ? { ...decisionProvenance(), timings: rows.map((row) => this.timing(row)) } : null;
  }

  /**
   * The narrowest timing for a level (and programme): the smallest group that
   * covers `program` ("11.0701" → 11.07, else 11), else every programme at the
   * level; null when the level has too few reports.
   */
  narrowest(slug: string, level: ProgramFilterLevel, program?: string): DecisionTiming | null {
    const rows = (this.bySlug[slug] ?? []).filter((row) => row[0] === level);
    for (const code of [...(program ? cipAncestors(program) : []), null]) {
      const row = rows.find((candidate) => candidate[1] === code);
      if (row) return this.timing(row);
    }
    return null;
  }
}
