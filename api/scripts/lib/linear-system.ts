// The one linear solver of the model scripts (least squares and the logistic
// fit's Newton steps), on ml-matrix. Collinear inputs must fail loudly rather
// than return huge, meaningless coefficients, so the rank is checked first.
import { Matrix, SingularValueDecomposition, inverse, solve } from 'ml-matrix';

export class SingularSystemError extends Error {
  constructor(readonly rank: number, readonly size: number) {
    super(`Singular system (rank ${rank} of ${size}): the inputs are collinear or one has no spread`);
  }
}

function checkedMatrix(a: number[][]): Matrix {
  const matrix = new Matrix(a);
  // SVD's rank uses a tolerance scaled to the largest singular value and the
  // machine epsilon, so a nearly singular system is caught, not only an exact one.
  const { rank } = new SingularValueDecomposition(matrix, { computeLeftSingularVectors: false, computeRightSingularVectors: false });
  if (rank < matrix.rows) throw new SingularSystemError(rank, matrix.rows);
  return matrix;
}

/** Solves A x = b for a square, non-singular A; throws SingularSystemError otherwise. */
export function solveLinearSystem(a: number[][], b: number[]): number[] {
  return solve(checkedMatrix(a), Matrix.columnVector(b)).to1DArray();
}

/** The inverse of a square, non-singular A (the fitted covariance is the inverse Hessian). */
export function invertMatrix(a: number[][]): number[][] {
  return inverse(checkedMatrix(a)).to2DArray();
}
