import { leastSquares } from '../scripts/lib/least-squares';
import { SingularSystemError, invertMatrix, solveLinearSystem } from '../scripts/lib/linear-system';

describe('the one linear solver of the model scripts', () => {
  it('solves a well-posed system', () => {
    const x = solveLinearSystem([[4, 1], [1, 3]], [1, 2]);
    expect(x[0]).toBeCloseTo(1 / 11, 12);
    expect(x[1]).toBeCloseTo(7 / 11, 12);
  });

  it('refuses a singular system instead of returning huge coefficients', () => {
    expect(() => solveLinearSystem([[1, 2], [2, 4]], [1, 2])).toThrow(SingularSystemError);
    // Nearly singular in floating point (rows equal up to rounding) is refused too.
    expect(() => solveLinearSystem([[1, 1 / 3], [3, 1]], [1, 3])).toThrow(SingularSystemError);
    expect(() => invertMatrix([[0, 0], [0, 1]])).toThrow(SingularSystemError);
  });

  it('makes least squares refuse collinear inputs', () => {
    const rows = [[1, 2], [2, 4], [3, 6], [4, 8]];
    expect(() => leastSquares(rows, [1, 2, 3, 4])).toThrow(/collinear/);
    const fit = leastSquares([[1], [2], [3], [4]], [3, 5, 7, 9]);
    expect(fit[0]).toBeCloseTo(1, 10);
    expect(fit[1]).toBeCloseTo(2, 10);
  });

  it('inverts a covariance-sized matrix', () => {
    const inverse = invertMatrix([[2, 1], [1, 2]]);
    expect(inverse[0]![0]).toBeCloseTo(2 / 3, 12);
    expect(inverse[0]![1]).toBeCloseTo(-1 / 3, 12);
  });
});
