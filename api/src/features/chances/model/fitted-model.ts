import { type AdmissionModel, type CovarianceTerm, FEATURE_NAMES } from './admission-model';
import fitted from './admission-model.json';

const TERMS: readonly string[] = ['intercept', ...FEATURE_NAMES];
const isTerm = (term: string): term is CovarianceTerm => TERMS.includes(term);
// JSON types its term list as string[]: check it once here rather than cast it.
if (!fitted.covarianceTerms.every(isTerm)) throw new Error('admission-model.json names an unknown covariance term');

/** Written by api/scripts/fit-chance-model.ts (fitted on real decisions); see api/docs/chance-model.md. */
export const ADMISSION_MODEL: AdmissionModel = { ...fitted, covarianceTerms: fitted.covarianceTerms.filter(isTerm) };
