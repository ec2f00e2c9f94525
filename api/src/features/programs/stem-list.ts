import type { StemCount } from '@gradatlas/shared/contracts';
import { cipAncestors } from '../../lib/cip-codes';

/** The STEM section of programs.json: the 6-digit codes on the DHS list (api/scripts/lib/stem-list.ts). */
export interface StemSection {
  codes: string[];
}

/**
 * The DHS STEM Designated Degree Program List (July 2024) as the API reads
 * it: whether a 6-digit programme code is on it, and how many of the
 * programmes under a family or series are. A group counts the programmes some
 * US university awarded a degree in (IPEDS 2021-23), the same ones a
 * suggestion's words count ("All 27 programmes under ..."), so that the two
 * numbers a student reads side by side speak of the same programmes.
 */
export class StemList {
  private readonly codes: ReadonlySet<string>;
  /** Family or series → [programmes on the list, programmes] among those awarded. */
  private readonly groups = new Map<string, [listed: number, of: number]>();

  constructor(section: StemSection = { codes: [] }, awardedProgrammes: Iterable<string> = []) {
    this.codes = new Set(section.codes);
    for (const programme of new Set(awardedProgrammes)) {
      for (const group of cipAncestors(programme).slice(1)) {
        const count = this.groups.get(group) ?? [0, 0];
        this.groups.set(group, count);
        count[1] += 1;
        if (this.codes.has(programme)) count[0] += 1;
      }
    }
  }

  /** The 6-digit code is on the list. */
  has(code: string): boolean {
    return this.codes.has(code);
  }

  /** How many of the code's programmes are on the list (1 of 1 or 0 of 1 for a programme); null for a group no university awards a degree under. */
  count(code: string): StemCount | null {
    if (code.length === 7) return { listed: this.codes.has(code) ? 1 : 0, of: 1 };
    const group = this.groups.get(code);
    return group ? { listed: group[0], of: group[1] } : null;
  }
}
