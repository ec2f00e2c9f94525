// Scores of probabilistic predictions against real outcomes (admitted = 1).

export interface Scored {
  probability: number;
  outcome: 0 | 1;
}

/** Area under the ROC curve: the chance a random admit is ranked above a random reject (ties count half). */
export function auc(items: Scored[]): number {
  const sorted = [...items].sort((a, b) => a.probability - b.probability);
  let rankSum = 0;
  let positives = 0;
  const probabilityAt = (index: number) => sorted[index]?.probability;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && probabilityAt(j) === probabilityAt(i)) j += 1;
    const averageRank = (i + 1 + j) / 2; // ranks i+1 .. j share their mean
    for (let k = i; k < j; k += 1) {
      if (sorted[k]?.outcome === 1) {
        rankSum += averageRank;
        positives += 1;
      }
    }
    i = j;
  }
  const negatives = sorted.length - positives;
  if (positives === 0 || negatives === 0) return NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Mean squared error of the probability (lower is better; always answering p scores p(1-p)-ish). */
export const brier = (items: Scored[]) => items.reduce((sum, item) => sum + (item.probability - item.outcome) ** 2, 0) / items.length;

export interface CalibrationBand {
  from: number;
  to: number;
  count: number;
  meanPredicted: number;
  admitted: number; // observed share admitted
}

/** Five equal-width probability bands: 0-20 %, 20-40 %, ..., 80-100 %. */
export function calibration(items: Scored[]): CalibrationBand[] {
  return [0, 0.2, 0.4, 0.6, 0.8].map((from) => {
    const to = from + 0.2;
    const inBand = items.filter((item) => item.probability >= from && (to >= 1 ? item.probability <= 1 : item.probability < to));
    const count = inBand.length;
    return {
      from,
      to,
      count,
      meanPredicted: count ? inBand.reduce((s, i) => s + i.probability, 0) / count : NaN,
      admitted: count ? inBand.filter((i) => i.outcome === 1).length / count : NaN,
    };
  });
}
