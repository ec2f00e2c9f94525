/**
 * GradAtlas ranking: a composite of what we have, documented in docs/data.md.
 *   world   = mean over QS, THE and ARWU positions p of 1 - ln(p) / ln(1500)
 *   select  = 1 - undergraduate admission rate
 *   sat     = (SAT average - 800) / 800
 * score = weighted mean of the parts present (weights 0.6, 0.25, 0.15): world
 * rankings weigh most because they reflect graduate research strength. A school
 * with none of them gets no rank.
 */
export interface RankInputs {
  worldPositions: number[];
  admissionRate: number | null;
  sat: number | null;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

export function compositeScore(inputs: RankInputs): number | null {
  const parts: Array<[number, number]> = [];
  if (inputs.worldPositions.length) {
    const world = inputs.worldPositions.map((p) => clamp01(1 - Math.log(p) / Math.log(1500)));
    parts.push([world.reduce((a, b) => a + b, 0) / world.length, 0.6]);
  }
  if (inputs.admissionRate !== null) parts.push([clamp01(1 - inputs.admissionRate), 0.25]);
  if (inputs.sat !== null) parts.push([clamp01((inputs.sat - 800) / 800), 0.15]);
  if (!parts.length) return null;
  const weight = parts.reduce((sum, [, w]) => sum + w, 0);
  return parts.reduce((sum, [value, w]) => sum + value * w, 0) / weight;
}
