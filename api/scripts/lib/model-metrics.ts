// Held-out measures of a probability forecast against 0/1 outcomes.

/** Area under the ROC curve: the chance that a random admit is ranked above a random reject (ties count half). */
export function auc(p: number[], y: number[]): number {
  const order = p.map((value, i) => ({ value, y: y[i]! })).sort((a, b) => a.value - b.value);
  let rankSum = 0;
  let positives = 0;
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j < order.length && order[j]!.value === order[i]!.value) j += 1;
    const midRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k += 1) if (order[k]!.y === 1) {
      rankSum += midRank;
      positives += 1;
    }
    i = j;
  }
  const negatives = order.length - positives;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

export function brier(p: number[], y: number[]): number {
  return p.reduce((sum, value, i) => sum + (value - y[i]!) ** 2, 0) / p.length;
}

export interface Band {
  label: string;
  n: number;
  meanPredicted: number | null;
  admitted: number | null;
}

/** Five bands of predicted probability: 0-20, 20-40, 40-60, 60-80, 80-100 %. */
export function calibration(p: number[], y: number[]): Band[] {
  return [0, 1, 2, 3, 4].map((band) => {
    const low = band * 0.2;
    const high = low + 0.2;
    const inBand = p.flatMap((value, i) => (value >= low && (value < high || (band === 4 && value <= 1)) ? [i] : []));
    const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);
    return {
      label: `${band * 20}-${band * 20 + 20} %`,
      n: inBand.length,
      meanPredicted: mean(inBand.map((i) => p[i]!)),
      admitted: mean(inBand.map((i) => y[i]!)),
    };
  });
}
