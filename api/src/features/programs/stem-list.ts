import type { StemCount } from '@gradatlas/shared/contracts';

/** The STEM section of programs.json: the 6-digit codes on the DHS list, and [listed, of] per family and series. */
export interface StemSection {
  codes: string[];
  groups: Record<string, [listed: number, of: number]>;
}

/**
 * The DHS STEM Designated Degree Program List (July 2024) as the API reads it
 * (api/scripts/lib/stem-list.ts derives it): whether a 6-digit programme code
 * is on it, and how many of a family's or series' CIP 2020 codes are.
 */
export class StemList {
  private readonly codes: ReadonlySet<string>;

  constructor(private readonly section: StemSection = { codes: [], groups: {} }) {
    this.codes = new Set(section.codes);
  }

  /** The 6-digit code is on the list. */
  has(code: string): boolean {
    return this.codes.has(code);
  }

  /** How many of the code's programme codes are on the list; null for a code the list's counts do not know. */
  count(code: string): StemCount | null {
    if (code.length === 7) return { listed: this.codes.has(code) ? 1 : 0, of: 1 };
    const group = this.section.groups[code];
    return group ? { listed: group[0], of: group[1] } : null;
  }

  /** At least one programme code under the code is on the list. */
  anyUnder(code: string): boolean {
    return (this.count(code)?.listed ?? 0) > 0;
  }
}
