import { PROGRAM_CODE_PATTERN } from '@gradatlas/shared/contracts';

/**
 * CIP 2020 codes (NCES Classification of Instructional Programs): "11" is a
 * family, "11.07" a series inside it, "11.0701" a programme inside that. Pure
 * helpers in lib, so that every feature can reach them: the chance model (a
 * request's programme → the model's programme group) and the programme filter.
 */

/** A 2-, 4- or 6-digit CIP code: "11", "11.07" or "11.0701" (the one pattern, from the programmes contract). */
export const CIP_CODE_PATTERN = PROGRAM_CODE_PATTERN;
const CIP_CODE = new RegExp(CIP_CODE_PATTERN);

export function isCipCode(code: string): boolean {
  return CIP_CODE.test(code);
}

/** The code and the wider codes that contain it, narrowest first: "11.0701" → ["11.0701", "11.07", "11"]. */
export function cipAncestors(code: string): string[] {
  if (!isCipCode(code)) return [];
  const family = code.slice(0, 2);
  const series = code.length >= 5 ? code.slice(0, 5) : null;
  return [...(code.length === 7 ? [code] : []), ...(series ? [series] : []), family];
}

/** True when `code` lies inside `container` (or is it): "11.0701" is inside "11.07" and "11". */
export function cipContains(container: string, code: string): boolean {
  return cipAncestors(code).includes(container);
}

/**
 * The narrowest of the known groups that contains the code, or null: a
 * 6-digit code resolves to its series when that is a group, else to its
 * family. A code wider than every group ("11" when only "11.07" is a group)
 * resolves to none, since it would mix programmes the groups keep apart.
 */
export function resolveCipGroup(code: string, groups: ReadonlySet<string> | readonly string[]): string | null {
  const known = groups instanceof Set ? groups : new Set(groups);
  return cipAncestors(code).find((candidate) => known.has(candidate)) ?? null;
}
