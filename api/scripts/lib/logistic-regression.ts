// Penalised logistic regression by Newton's method, for the admission model.
// Each row has a few dense features and at most one group (its school): the
// group effects get a normal prior N(0, tau^2) — the L2 penalty 1 / tau^2 —
// which is partial pooling: a school with few decisions stays near 0, one with
// many moves toward its own admit rate. The design is small (features + about
// 230 schools), so the Newton system is solved densely.

export interface TrainingRow {
  features: number[];
  group: number | null; // index of the row's school, or null
  outcome: 0 | 1;
}

export interface LogisticFit {
  weights: number[]; // one per dense feature
  groupEffects: number[]; // one per group
  iterations: number;
}

/** A square matrix stored row by row; the fit only ever reads cells it has written. */
class SquareMatrix {
  readonly cells: Float64Array;
  constructor(readonly size: number) {
    this.cells = new Float64Array(size * size);
  }
  get(row: number, column: number): number {
    return this.cells[row * this.size + column] ?? 0;
  }
  set(row: number, column: number, value: number): void {
    this.cells[row * this.size + column] = value;
  }
  add(row: number, column: number, value: number): void {
    this.set(row, column, this.get(row, column) + value);
  }
}

const at = (values: ArrayLike<number>, index: number) => values[index] ?? 0;

/** Solves A x = b for a symmetric positive-definite A (Cholesky), reading A's lower triangle. */
function solveSymmetric(matrix: SquareMatrix, vector: Float64Array): Float64Array {
  const n = matrix.size;
  const lower = new SquareMatrix(n);
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = matrix.get(i, j);
      for (let k = 0; k < j; k += 1) sum -= lower.get(i, k) * lower.get(j, k);
      if (i === j) {
        if (sum <= 0) throw new Error('Newton step: matrix is not positive definite');
        lower.set(i, i, Math.sqrt(sum));
      } else lower.set(i, j, sum / lower.get(j, j));
    }
  }
  const forward = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    let sum = at(vector, i);
    for (let k = 0; k < i; k += 1) sum -= lower.get(i, k) * at(forward, k);
    forward[i] = sum / lower.get(i, i);
  }
  const solution = new Float64Array(n);
  for (let i = n - 1; i >= 0; i -= 1) {
    let sum = at(forward, i);
    for (let k = i + 1; k < n; k += 1) sum -= lower.get(k, i) * at(solution, k);
    solution[i] = sum / lower.get(i, i);
  }
  return solution;
}

/**
 * Maximises the log-likelihood minus 0.5 * (featurePenalty * |w|^2 + |u|^2 / tau^2).
 * featurePenalty is tiny: it only keeps the system solvable, it does not shrink.
 */
export function fitLogistic(rows: TrainingRow[], groupCount: number, tau: number, featurePenalty = 1e-6): LogisticFit {
  const featureCount = rows[0]?.features.length ?? 0;
  const size = featureCount + groupCount;
  const penalty = Float64Array.from({ length: size }, (_, i) => (i < featureCount ? featurePenalty : 1 / (tau * tau)));
  const theta = new Float64Array(size);
  let iterations = 0;
  for (; iterations < 100; iterations += 1) {
    const gradient = theta.map((value, i) => -at(penalty, i) * value);
    // Only the lower triangle is accumulated: that is all the solver reads.
    const hessian = new SquareMatrix(size);
    for (let i = 0; i < size; i += 1) hessian.set(i, i, at(penalty, i));
    for (const row of rows) {
      const g = row.group === null ? -1 : featureCount + row.group;
      let logOdds = g >= 0 ? at(theta, g) : 0;
      for (let i = 0; i < featureCount; i += 1) logOdds += at(theta, i) * at(row.features, i);
      const p = 1 / (1 + Math.exp(-logOdds));
      const residual = row.outcome - p;
      const weight = p * (1 - p);
      for (let i = 0; i < featureCount; i += 1) {
        const xi = at(row.features, i);
        gradient[i] = at(gradient, i) + residual * xi;
        for (let j = 0; j <= i; j += 1) hessian.add(i, j, weight * xi * at(row.features, j));
        if (g >= 0) hessian.add(g, i, weight * xi);
      }
      if (g >= 0) {
        gradient[g] = at(gradient, g) + residual;
        hessian.add(g, g, weight);
      }
    }
    const step = solveSymmetric(hessian, gradient);
    let largest = 0;
    step.forEach((value, i) => {
      theta[i] = at(theta, i) + value;
      largest = Math.max(largest, Math.abs(value));
    });
    if (largest < 1e-9) break;
  }
  return { weights: Array.from(theta.slice(0, featureCount)), groupEffects: Array.from(theta.slice(featureCount)), iterations: iterations + 1 };
}
