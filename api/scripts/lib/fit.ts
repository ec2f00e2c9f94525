import { INPUT_NAMES, type AdmissionRow, type InputName } from './admission-data';
import { leastSquares, mean, standardDeviation } from './least-squares';

export interface ChanceCoefficients {
  intercept: number;
  meanChance: number;
  inputs: Record<InputName, { coefficient: number; mean: number; std: number }>;
}

/**
 * Least squares of Graduate Admission 2's self-reported chance. The chance
 * model uses only the ratio of TOEFL's effect to GRE's from it (GradCafe has no
 * TOEFL); the self-reported chance itself is no longer a target. Each input
 * keeps its mean and std: the std is the spread the requirement bars compare with.
 */
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
