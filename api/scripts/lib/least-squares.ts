import { solveLinearSystem } from './linear-system';

/**
 * Ordinary least squares through the normal equations (X'X) b = X'y, solved by
 * the scripts' one linear solver (which rejects collinear inputs).
 */
export function leastSquares(rows: number[][], targets: number[]): number[] {
  const width = (rows[0]?.length ?? 0) + 1; // + intercept column
  const xtx = Array.from({ length: width }, () => new Array<number>(width).fill(0));
  const xty = new Array<number>(width).fill(0);
  rows.forEach((row, index) => {
    const x = [1, ...row];
    const y = targets[index] ?? 0;
    for (let i = 0; i < width; i += 1) {
      xty[i] = (xty[i] ?? 0) + (x[i] ?? 0) * y;
      const line = xtx[i]!;
      for (let j = 0; j < width; j += 1) line[j] = (line[j] ?? 0) + (x[i] ?? 0) * (x[j] ?? 0);
    }
  });
  return solveLinearSystem(xtx, xty);
}

export function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Sample standard deviation (n - 1). */
export function standardDeviation(values: number[]): number {
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, value) => sum + (value - m) ** 2, 0) / (values.length - 1));
}
