// The tables evaluate-chance-model.ts prints: AUC, Brier and calibration by
// band for the model and its two baselines, for a group of held-out decisions.
import type { AdmissionModel } from '../../src/features/chances/model/admission-model';
import { type FitSettings, fitModel, predictOutcomes } from './logistic-fit';
import { auc, brier, calibration } from './model-metrics';
import type { Outcome } from './outcomes';

export interface Forecasts {
  model: AdmissionModel;
  baseRate: number;
  rateOnly: AdmissionModel;
}

/** The school-admission-rate-only baseline: one feature, one level for every season, no school adjustments. */
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
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Each forecast's probabilities for the decisions: the model, the constant and the rate-only baseline. */
export function forecastsFor(f: Forecasts, outcomes: Outcome[]): Array<[string, number[]]> {
  return [
    ['GradAtlas model', predictOutcomes(f.model, outcomes)],
    ['constant (training admit rate)', outcomes.map(() => f.baseRate)],
    // Hindsight: the tested group's own admit rate, unknown when forecasting; the harder constant to beat.
    ['constant (own rate, hindsight)', outcomes.map(() => mean(outcomes.map((o) => o.admitted)))],
    ['school admission rate only', predictOutcomes(f.rateOnly, outcomes)],
  ];
}

/** Largest gap (points) between mean estimate and share admitted over bands with at least minDecisions. */
export function largestBandGap(p: number[], y: number[], minDecisions = 100): number | null {
  const gaps = calibration(p, y).filter((b) => b.n >= minDecisions).map((b) => Math.abs(b.meanPredicted! - b.admitted!) * 100);
  return gaps.length ? Math.max(...gaps) : null;
}

export function printGroup(label: string, outcomes: Outcome[], f: Forecasts): void {
  const y = outcomes.map((o) => o.admitted as number);
  console.log(`\n== ${label}: ${outcomes.length} decisions, ${pct(mean(y))} admitted`);
  console.log(`${'forecast'.padEnd(32)}${'AUC'.padStart(6)}${'Brier'.padStart(8)}  mean   | largest gap in a band of >= 100`);
  for (const [name, p] of forecastsFor(f, outcomes)) {
    const area = name.startsWith('constant') ? '0.500' : auc(p, y).toFixed(3);
    const gap = largestBandGap(p, y);
    console.log(`${name.padEnd(32)}${area.padStart(6)}${brier(p, y).toFixed(4).padStart(8)}  ${pct(mean(p)).padStart(6)} | ${gap === null ? '-' : `${gap.toFixed(1)} points`}`);
    for (const band of calibration(p, y)) {
      if (!band.n) continue;
      const diff = (band.meanPredicted! - band.admitted!) * 100;
      console.log(`    ${band.label.padEnd(10)} n ${String(band.n).padStart(5)}  estimate ${pct(band.meanPredicted).padStart(6)}  admitted ${pct(band.admitted).padStart(6)}  (${diff >= 0 ? '+' : ''}${diff.toFixed(1)})`);
    }
  }
}
