import type { StemCount } from '@gradatlas/shared/contracts';

/** The STEM section of programs.json: the 6-digit codes on the DHS list (api/scripts/lib/stem-list.ts). */
export interface StemSection {
  codes: string[];
}

/**
 * The DHS STEM Designated Degree Program List (July 2024) as the API reads
 * it: whether a 6-digit programme code is on it, and how many of the
 * programmes under a family or series are. A group counts the programmes some
 * US university awarded a degree in (IPEDS 2021-23, the catalog's
 * programmesUnder), the same ones a suggestion's words count ("All 27
 * programmes under ..."), so that the two numbers a student reads side by
 * side speak of the same programmes.
 */
export class StemList {
  private readonly codes: ReadonlySet<string>;

  constructor(section: StemSection = { codes: [] }) {
    this.codes = new Set(section.codes);
  }

  /** The 6-digit code is on the list. */
  has(code: string): boolean {
    return this.codes.has(code);
  }

  /** How many of the code's programmes are on the list (1 of 1 or 0 of 1 for a programme); null for a group with no programme awarded under it. */
  count(code: string, programmesUnder: readonly string[]): StemCount | null {
    if (code.length === 7) return { listed: this.codes.has(code) ? 1 : 0, of: 1 };
    if (programmesUnder.length === 0) return null;
    return { listed: programmesUnder.filter((programme) => this.codes.has(programme)).length, of: programmesUnder.length };
  }
}
