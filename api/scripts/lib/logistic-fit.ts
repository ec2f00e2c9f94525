// Fits the admission model (api/src/features/chances/model/admission-model.ts) on decisions.
// Newton-Raphson for the shared coefficients, then the group adjustments
// pulled towards 0 (partial pooling), alternating until both settle. How the
// seasons are treated is a setting (season-levels.ts), chosen by
// rolling-origin validation in evaluate-chance-model.ts.
import {
  type Adjustment, type AdmissionModel, COUNTED_LEVELS, type CountedLevel, type CovarianceTerm, FEATURE_NAMES, type FeatureName, GROUP_LEVELS, type GroupLevel,
  MIN_SHOWN_COUNT, SCORE_FEATURES, calibratedLogOdds, featureValues, groupKeys, logistic, programmeKeysOf, schoolFeatures,
} from '../../src/features/chances/model/admission-model';
import { IDENTITY } from './calibration';
import { invertMatrix, solveLinearSystem } from './linear-system';
import { Pooling, type PoolingLevel } from './school-pooling';
import type { Outcome } from './outcomes';
import { programmeGroups, programmeKeysOfEach } from './programme-groups';
import { type SeasonSetting, comingLevels, seasonColumns } from './season-levels';
import { seasonLevels, seasonMovementSd } from './season-movement';

/** Master's share of GradAtlas users assumed without a degree level (an assumption, stated in the docs). */
export const USERS_MASTERS_SHARE = 0.8;
/** Typical TOEFL of the applicants Graduate Admission 2 describes; the TOEFL term is 0 there. */
const TOEFL_CENTRE = 100;

export interface FitSettings {
  /** TOEFL log-odds per point relative to GRE log-odds per point (from Graduate Admission 2). */
  toeflPerGreRatio: number;
  season: SeasonSetting;
  /** Prior spread (log-odds) of each level's adjustments; a level left out gets none. */
  priorSd: Partial<Record<GroupLevel, number>>;
  /** A programme code narrower than its field needs this many decisions to be a group of its own (programme-groups.ts). */
  minProgrammeDecisions: number;
  /** Features used (the school-rate-only baseline switches everything else off). */
  only?: FeatureName[];
}

function centresOf(outcomes: Outcome[]): Record<FeatureName, number> {
  const meanOf = (pick: (o: Outcome) => number | null) => {
    const values = outcomes.map(pick).filter((v): v is number => v !== null);
    return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
  };
  return {
    gpa: meanOf((o) => o.applicant.gpa4),
    gre: meanOf((o) => o.applicant.greTotal),
    toefl: TOEFL_CENTRE,
    noGpa: 0,
    noGre: 0,
    phd: 0,
    international: 0,
    selectivity: meanOf((o) => schoolFeatures(o.school).selectivity),
    size: meanOf((o) => schoolFeatures(o.school).size),
    world: meanOf((o) => schoolFeatures(o.school).world),
  };
}

/** Newton-Raphson with a fixed extra log-odds per row, started from `start`; returns the coefficients and the information matrix. */
function newton(x: number[][], y: number[], offset: number[], start: number[]): { beta: number[]; information: number[][] } {
  const k = x[0]!.length;
  // Most columns of a row are 0 (the season columns): only the others enter the sums.
  const nonZero = x.map((row) => row.flatMap((v, j) => (v === 0 ? [] : [j])));
  let beta = start.length === k ? [...start] : new Array<number>(k).fill(0);
  let information: number[][] = [];
  for (let iter = 0; iter < 30; iter += 1) {
    const grad = new Array<number>(k).fill(0);
    information = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    x.forEach((row, i) => {
      const columns = nonZero[i]!;
      const p = logistic(columns.reduce((s, j) => s + row[j]! * beta[j]!, offset[i]!));
      const w = p * (1 - p);
      for (const a of columns) {
        grad[a]! += (y[i]! - p) * row[a]!;
        const wa = w * row[a]!;
        for (const b of columns) if (b >= a) information[a]![b]! += wa * row[b]!;
      }
    });
    for (let a = 0; a < k; a += 1) for (let b = 0; b < a; b += 1) information[a]![b] = information[b]![a]!;
    // A tiny ridge keeps the system solvable when a feature has no spread in a small training window.
    for (let a = 0; a < k; a += 1) information[a]![a]! += 1e-6;
    const step = solveLinearSystem(information, grad);
    beta = beta.map((b, j) => b + step[j]!);
    if (Math.max(...step.map(Math.abs)) < 1e-7) break;
  }
  return { beta, information };
}

export function fitModel(outcomes: Outcome[], settings: FitSettings): AdmissionModel {
  const centres = centresOf(outcomes);
  const y = outcomes.map((o) => o.admitted as number);
  const programmes = programmeGroups(outcomes, settings.minProgrammeDecisions);
  const programmeOf = programmeKeysOfEach(outcomes, programmes);
  const keysOf = outcomes.map((o, i) => groupKeys(o.school.slug, programmeOf[i]!, o.phd));
  const levelsUsed = GROUP_LEVELS.filter((level) => settings.priorSd[level] !== undefined);
  const levels: PoolingLevel[] = levelsUsed.map((level) => ({ keys: keysOf.map((k) => k[level]), priorSd: settings.priorSd[level]!, minDecisions: MIN_SHOWN_COUNT }));
  const pooling = new Pooling(levels, outcomes.map(() => 1));
  const season = seasonColumns(outcomes, settings.season);

  let names: FeatureName[] = (settings.only ?? FEATURE_NAMES).filter((n) => n !== 'toefl');
  const design = () => {
    const columns = ['intercept', ...names, ...season.names];
    const rows = outcomes.map((o) => {
      const values = featureValues(o.applicant, o.school, o.phd);
      return [1, ...names.map((n) => (values[n] === null ? 0 : (values[n] as number) - centres[n])), ...season.values(o)];
    });
    return { columns, rows };
  };
  let d = design();
  let fit = { beta: [] as number[], information: [] as number[][] };
  for (let round = 0; round < (levels.length ? 8 : 1); round += 1) {
    const extra = pooling.extra();
    fit = newton(d.rows, y, extra, fit.beta);
    // Monotone in each score: a score whose fitted effect is negative is refitted without it (effect 0).
    const negative = SCORE_FEATURES.filter((n) => names.includes(n) && fit.beta[d.columns.indexOf(n)]! < 0);
    if (negative.length) {
      names = names.filter((n) => !negative.includes(n));
      d = design();
      fit = newton(d.rows, y, extra, []);
    }
    if (!levels.length) break;
    pooling.update(d.rows.map((row) => row.reduce((s, v, j) => s + v * fit.beta[j]!, 0)), y);
  }
  const coefficientOf = (name: string) => (d.columns.includes(name) ? fit.beta[d.columns.indexOf(name)]! : 0);
  const coefficients = Object.fromEntries(FEATURE_NAMES.map((n) => [n, names.includes(n) ? coefficientOf(n) : 0])) as Record<FeatureName, number>;
  coefficients.toefl = Math.max(0, coefficients.gre * settings.toeflPerGreRatio);
  const coming = comingLevels(outcomes, settings.season, coefficientOf);
  if (names.includes('phd')) coefficients.phd = coming.phd;
  if (names.includes('international')) coefficients.international = coming.international;
  // The covariance of the shipped terms: the season columns are integrated out, not dropped from the inverse.
  const fullCovariance = invertMatrix(fit.information);
  const covarianceTerms = ['intercept', ...names] as CovarianceTerm[];
  const index = covarianceTerms.map((t) => d.columns.indexOf(t));
  const covariance = index.map((i) => index.map((j) => fullCovariance[i]![j]!));

  const adjustments = Object.fromEntries(GROUP_LEVELS.map((level) => [level, {}])) as Record<GroupLevel, Record<string, Adjustment>>;
  levelsUsed.forEach((level, l) => {
    for (const key of new Set(keysOf.map((k) => k[level]))) {
      const adjustment = key === null ? null : pooling.adjustment(l, key);
      if (key !== null && adjustment) adjustments[level][key] = adjustment;
    }
  });
  const model: AdmissionModel = {
    intercept: coming.intercept,
    coefficients,
    centres,
    covarianceTerms,
    covariance,
    seasonMovementSd: { masters: 0, phd: 0 },
    calibration: IDENTITY,
    adjustmentSd: spreadOf(adjustments),
    adjustments,
    programmeGroups: programmes,
    decisions: Object.fromEntries(COUNTED_LEVELS.map((level) => [level, countsOf(keysOf.map((k) => k[level]))])) as Record<CountedLevel, Record<string, number>>,
    mastersShareWithoutDegreeLevel: USERS_MASTERS_SHARE,
    seasons: { first: Math.min(...outcomes.map((o) => o.season)), latest: Math.max(...outcomes.map((o) => o.season)) },
  };
  return { ...model, seasonMovementSd: seasonMovementSd(seasonLevels(model, outcomes)) };
}

/**
 * How far a group of each level may sit from zero when the model has no
 * adjustment for it (too few decisions, or not known, as a programme not
 * given): the root mean square of the adjustments it fitted at that level.
 */
function spreadOf(adjustments: Record<GroupLevel, Record<string, Adjustment>>): Record<GroupLevel, number> {
  return Object.fromEntries(
    GROUP_LEVELS.map((level) => {
      const values = Object.values(adjustments[level]).map((a) => a.value);
      return [level, values.length ? Math.sqrt(values.reduce((s, v) => s + v * v, 0) / values.length) : 0];
    }),
  ) as Record<GroupLevel, number>;
}

/** Decisions per key, only where there are at least MIN_SHOWN_COUNT. */
function countsOf(keys: Array<string | null>): Record<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  return Object.fromEntries([...counts].filter(([, n]) => n >= MIN_SHOWN_COUNT).sort(([a], [b]) => a.localeCompare(b)));
}

/** Probability (0-1) of each decision under the model (calibrated), with the decision's own degree level, status and programme. */
export function predictOutcomes(model: AdmissionModel, outcomes: Outcome[]): number[] {
  return outcomes.map((o) => logistic(calibratedLogOdds(model, o.applicant, o.school, o.phd, programmeKeysOf(model, o.programme))));
}
