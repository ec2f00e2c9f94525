// Rolling-origin (forward-in-time) validation: fit on the seasons up to t,
// test on season t + 1, for every t; never a random split.
import { brier } from './model-metrics';
import type { FitSettings } from './logistic-fit';
import { predictOutcomes } from './logistic-fit';
import type { Outcome } from './outcomes';
import { trainModel } from './model-training';

export type Settings = Omit<FitSettings, 'toeflPerGreRatio'>;

export interface FoldScore {
  season: number;
  brierAll: number;
  brierInternational: number;
  bias: number;
}

export function folds(outcomes: Outcome[], seasons: number[]): Array<{ season: number; train: Outcome[]; test: Outcome[] }> {
  return seasons.slice(1).map((season) => ({ season, train: outcomes.filter((o) => o.season < season), test: outcomes.filter((o) => o.season === season) }));
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** The settings' scores on each fold (all applicants, international applicants, mean estimate minus admitted share). */
export function scoreSettings(settings: Settings, foldList: ReturnType<typeof folds>, toeflRatio: number): FoldScore[] {
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
  const level = { pooled: 'one level for all seasons', latest: 'latest season level carried forward', trend: 'linear trend extended' }[s.season.level];
  const weights = s.season.halfLife === null ? 'equal weights' : `half-life ${s.season.halfLife} season${s.season.halfLife === 1 ? '' : 's'}`;
  const schools = s.adjustmentPriorSd === null ? 'no school adjustments' : `adjustments sd ${s.adjustmentPriorSd} from ${s.minDecisionsForAdjustment} decisions`;
  const degrees = s.degreeAdjustmentPriorSd === null ? '' : `, degree-level adjustments sd ${s.degreeAdjustmentPriorSd}`;
  return `${level}, ${weights}, ${schools}${degrees}${s.internationalByDegree ? ', international x degree' : ''}`;
}

export const summary = (scores: FoldScore[]) => ({
  brierAll: mean(scores.map((s) => s.brierAll)),
  brierInternational: mean(scores.map((s) => s.brierInternational)),
  absBias: mean(scores.map((s) => Math.abs(s.bias))),
});
