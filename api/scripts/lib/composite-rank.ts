/**
 * GradAtlas ranking for graduate applicants, documented in docs/data.md.
 *   world       = mean over QS, THE and ARWU positions p of 1 - ln(p) / ln(1500);
 *                 0 when the school is in none of them (not in the top ~1,500)
 *   size        = (ln GRADS - ln 500) / (ln 20000 - ln 500), clamped to 0-1
 *   selectivity = 1 - undergraduate admission rate
 * score = weighted mean (0.6 world, 0.3 size, 0.1 selectivity) of the parts
 * known. World standing is always known (absence counts as 0), so a small
 * selective college without research standing cannot lead the list; size is
 * unknown for Canadian records and selectivity where no rate is published.
 */
export interface RankInputs {
  worldPositions: number[];
  graduateStudents: number | null;
  admissionRate: number | null;
}

export const RANK_WEIGHTS = { world: 0.6, size: 0.3, selectivity: 0.1 } as const;

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

export function graduateSize(grads: number): number {
  return clamp01((Math.log(Math.max(grads, 1)) - Math.log(500)) / (Math.log(20_000) - Math.log(500)));
}

export function compositeScore(inputs: RankInputs): number {
  const world = inputs.worldPositions.length
    ? inputs.worldPositions.map((p) => clamp01(1 - Math.log(p) / Math.log(1500))).reduce((a, b) => a + b, 0) / inputs.worldPositions.length
    : 0;
  const parts: Array<[number, number]> = [[world, RANK_WEIGHTS.world]];
  if (inputs.graduateStudents !== null) parts.push([graduateSize(inputs.graduateStudents), RANK_WEIGHTS.size]);
  if (inputs.admissionRate !== null) parts.push([clamp01(1 - inputs.admissionRate), RANK_WEIGHTS.selectivity]);
  const weight = parts.reduce((sum, [, w]) => sum + w, 0);
  return parts.reduce((sum, [value, w]) => sum + value * w, 0) / weight;
}
