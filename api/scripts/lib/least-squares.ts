/**
 * Ordinary least squares through the normal equations (X'X) b = X'y, solved by
 * Gaussian elimination with partial pivoting. Three inputs and 500 rows keep
 * the system tiny and well conditioned, so no numerics library is needed.
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
  return solve(xtx, xty);
}

function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const a = matrix.map((line, i) => [...line, vector[i] ?? 0]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    if (Math.abs(a[pivot]![col]!) < 1e-12) throw new Error('Singular system: inputs are collinear');
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let r = 0; r < n; r += 1) {
      if (r === col) continue;
      const factor = a[r]![col]! / a[col]![col]!;
      for (let c = col; c <= n; c += 1) a[r]![c] = a[r]![c]! - factor * a[col]![c]!;
    }
  }
  return a.map((line, i) => line[n]! / line[i]!);
}

export function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Sample standard deviation (n - 1). */
export function standardDeviation(values: number[]): number {
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, value) => sum + (value - m) ** 2, 0) / (values.length - 1));
}
