import type { AdmissionModel } from './admission-model';
import fitted from './admission-model.json';

/** Written by api/scripts/fit-chance-model.ts (fitted on real decisions); see api/docs/chance-model.md. */
export const ADMISSION_MODEL: AdmissionModel = fitted;
