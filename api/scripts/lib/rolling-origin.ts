// Rolling-origin (forward-in-time) validation: fit on the seasons up to t,
// test on season t + 1, for every t; never a random split.
import { brier } from './model-metrics';
import { predictOutcomes } from './logistic-fit';
import type { Outcome } from './outcomes';
import { type Settings, trainModel } from './model-training';

export interface FoldScore {
  season: number;
  brierAll: number;
  brierInternational: number;
  bias: number;
}

export type Fold = { season: number; train: Outcome[]; test: Outcome[] };

/** One fold per test season: trained on every earlier season. */
export function folds(outcomes: Outcome[], testSeasons: number[]): Fold[] {
  return testSeasons.map((season) => ({ season, train: outcomes.filter((o) => o.season < season), test: outcomes.filter((o) => o.season === season) }));
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** The settings' scores on each fold (all applicants, international applicants, mean estimate minus admitted share). */
export function scoreSettings(settings: Settings, foldList: Fold[], toeflRatio: number): FoldScore[] {
  return foldList.map(({ season, train, test }) => {
    const model = trainModel(train, toeflRatio, settings);
    const p = predictOutcomes(model, test);
    const y = test.map((o) => o.admitted as number);
    const intl = test.flatMap((o, i) => (o.international ? [i] : []));
    return {
      season,
      brierAll: brier(p, y),
      brierInternational: brier(intl.map((i) => p[i]!), intl.map((i) => y[i]!)),
      bias: mean(p) - mean(y),
    };
  });
}

export function describeSettings(s: Settings): string {
  const { level, byDegree, byStatus, window, damping } = s.season;
  const apart = `${byDegree ? ', PhD and Master\'s apart' : ''}${byStatus ? ', international apart' : ''}`;
  const seasons =
    level === 'pooled' ? 'one level for all seasons'
    : level === 'latest' ? `latest season's level carried forward${apart}`
    : `latest season's level plus the trend through the last ${window} seasons' levels${damping === 1 ? '' : ` (slope x ${damping})`}${apart}`;
  const pooled = Object.entries(s.priorSd).map(([level, sd]) => `${level} ${sd}`).join(', ');
  const calibrated = s.calibrate ? 'calibrated on the latest season left out' : 'not calibrated';
  return `${seasons}; adjustments (prior sd) ${pooled || 'none'}; programme groups from ${s.minProgrammeDecisions} decisions; ${calibrated}`;
}

export const summary = (scores: FoldScore[]) => ({
  brierAll: mean(scores.map((s) => s.brierAll)),
  brierInternational: mean(scores.map((s) => s.brierInternational)),
  absBias: mean(scores.map((s) => Math.abs(s.bias))),
});
