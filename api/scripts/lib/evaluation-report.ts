// The baseline and the formatting evaluate-chance-model.ts and rolling-table.ts share.
import type { AdmissionModel } from '../../src/features/chances/model/admission-model';
import { type FitSettings, fitModel } from './logistic-fit';
import type { Outcome } from './outcomes';

/** The school-admission-rate-only baseline: one feature, one level for every season, no adjustments. */
export function fitRateOnly(train: Outcome[]): AdmissionModel {
  const settings: FitSettings = {
    toeflPerGreRatio: 0,
    season: { level: 'pooled', byDegree: false, window: 1, damping: 0 },
    priorSd: {},
    minProgrammeDecisions: Infinity,
    only: ['selectivity'],
  };
  return fitModel(train, settings);
}

export const pct = (x: number | null) => (x === null ? '-' : `${(100 * x).toFixed(1)}%`);
