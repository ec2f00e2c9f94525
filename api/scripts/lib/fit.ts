import type { ChanceCoefficients, InputName } from '../../src/chances/coefficients';
import { INPUT_NAMES } from '../../src/chances/coefficients';
import type { AdmissionRow } from './admission-data';
import { leastSquares, mean, standardDeviation } from './least-squares';

/** Least squares of the self-reported chance on GRE, TOEFL and CGPA, with each input's mean and std. */
export function fitCoefficients(rows: AdmissionRow[]): ChanceCoefficients {
  const [intercept = 0, ...slopes] = leastSquares(
    rows.map((row) => INPUT_NAMES.map((name) => row[name])),
    rows.map((row) => row.chance),
  );
  const inputs = Object.fromEntries(
    INPUT_NAMES.map((name, index) => {
      const values = rows.map((row) => row[name]);
      return [name, { coefficient: slopes[index] ?? 0, mean: mean(values), std: standardDeviation(values) }];
    }),
  ) as Record<InputName, ChanceCoefficients['inputs'][InputName]>;
  return { intercept, meanChance: mean(rows.map((row) => row.chance)), inputs };
}

/** R-squared and root mean squared error of predictions against observed values. */
export function goodnessOfFit(observed: number[], predicted: number[]): { r2: number; rmse: number } {
  const m = mean(observed);
  let residual = 0;
  let total = 0;
  observed.forEach((value, index) => {
    residual += (value - (predicted[index] ?? 0)) ** 2;
    total += (value - m) ** 2;
  });
  return { r2: 1 - residual / total, rmse: Math.sqrt(residual / observed.length) };
}
