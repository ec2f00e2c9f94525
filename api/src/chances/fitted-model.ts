import type { AdmissionCoefficients } from './admission-model';
import fitted from './model-coefficients.json';

/** The committed model file, written by api/scripts/fit-chance-model.ts. */
export interface FittedModelFile {
  dataSets: string[];
  method: string;
  fittedSeasons: { from: number; to: number };
  decisions: number;
  schools: number;
  tau: number;
  validation: Array<{ tau: number; brier2015: number }>;
  /** Probability cut-offs in percent: safe >= safeFromPercent; moderate >= moderateFromPercent; else ambitious. */
  categories: { safeFromPercent: number; moderateFromPercent: number };
  /** Spread of each score among applicants (Graduate Admission 2), for the requirement bars. */
  comparisonSpread: { gre: number; toefl: number; cgpa: number };
  coefficients: AdmissionCoefficients;
}

export const FITTED_MODEL: FittedModelFile = fitted;
