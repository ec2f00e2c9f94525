// The estimate's categories (safe, moderate, ambitious), cut where they mean what they say on the fitted decisions.

/**
 * Category cut-offs (whole percents) that mean what they say on the given
 * decisions: "safe" from the lowest cut where at least 75 % of the decisions
 * at or above it were admits; "ambitious" below the highest cut where at most
 * 30 % of the decisions below it (at least 100) were admits.
 */
export function chooseThresholds(probabilities: number[], admitted: number[]): { safeFromPercent: number; moderateFromPercent: number } {
  const rateWhere = (keep: (p: number) => boolean) => {
    let n = 0;
    let admits = 0;
    probabilities.forEach((p, i) => {
      if (keep(p)) {
        n += 1;
        admits += admitted[i]!;
      }
    });
    return n ? admits / n : null;
  };
  let safe = 98;
  for (let t = 98; t >= 50; t -= 1) {
    const rate = rateWhere((p) => p * 100 >= t);
    if (rate !== null && rate >= 0.75) safe = t;
    else if (rate !== null) break;
  }
  // The highest cut below which at most 30 % were admits, among cuts with at least 100 decisions below
  // (a handful of decisions at the very bottom must not decide it).
  let moderate = 2;
  for (let t = safe - 1; t > 2; t -= 1) {
    const below = probabilities.filter((p) => p * 100 < t).length;
    const rate = rateWhere((p) => p * 100 < t);
    if (below >= 100 && rate !== null && rate <= 0.3) {
      moderate = t;
      break;
    }
  }
  return { safeFromPercent: safe, moderateFromPercent: moderate };
}
