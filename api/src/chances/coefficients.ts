import fitted from './model-coefficients.json';

/** The three inputs the product collects, on the scales of the fitted data set. */
export interface ApplicantScores {
  gre: number; // GRE total, 260-340
  toefl: number; // TOEFL iBT, 0-120
  cgpa: number; // GPA out of 10
}

export type InputName = keyof ApplicantScores;

export interface InputFit {
  coefficient: number; // change in chance (0-1) per unit of the input
  mean: number;
  std: number;
}

export interface ChanceCoefficients {
  intercept: number;
  meanChance: number; // mean "Chance of Admit" of the rows fitted on (0-1)
  inputs: Record<InputName, InputFit>;
}

export const INPUT_NAMES: readonly InputName[] = ['gre', 'toefl', 'cgpa'];

/** Written by api/scripts/fit-chance-model.ts; see api/docs/chance-model.md. */
export const COEFFICIENTS: ChanceCoefficients = fitted;

/**
 * The regression's own scoring function: predicted "Chance of Admit" (0-1)
 * for an applicant. The evaluation script measures exactly this function;
 * the per-school probability reuses its coefficients (model.ts).
 */
export function predictChanceOfAdmit(scores: ApplicantScores, coefficients: ChanceCoefficients = COEFFICIENTS): number {
  return INPUT_NAMES.reduce(
    (sum, name) => sum + coefficients.inputs[name].coefficient * scores[name],
    coefficients.intercept,
  );
}
