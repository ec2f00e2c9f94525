// Fits the admission model (api/src/features/chances/model/admission-model.ts) on decisions.
// Newton-Raphson for the shared coefficients, then a per-school adjustment
// pulled towards 0 (partial pooling), alternating until both settle. How the
// seasons are treated (drift of the admitted share) is a setting, chosen by
// rolling-origin validation in evaluate-chance-model.ts.
import {
  type AdmissionModel, type CovarianceTerm, FEATURE_NAMES, type FeatureName, SCORE_FEATURES, type SchoolEvidence,
  featureValues, logOdds, logistic, schoolFeatures,
} from '../../src/features/chances/model/admission-model';
import { invertMatrix, solveLinearSystem } from './linear-system';
import { Pooling, type PoolingLevel } from './school-pooling';
import type { Outcome } from './outcomes';

/** Master's share of GradAtlas users assumed without a degree level (an assumption, stated in the docs). */
export const USERS_MASTERS_SHARE = 0.8;
/** Typical TOEFL of the applicants Graduate Admission 2 describes; the TOEFL term is 0 there. */
const TOEFL_CENTRE = 100;

/**
 * How the seasons enter the fit:
 * - level 'pooled': one intercept for every season;
 * - level 'latest': a term per season, and the latest season's level is carried forward;
 * - level 'trend': a straight line through the seasons, extended one season ahead;
 * - halfLife: a decision `halfLife` seasons older than the latest counts half (null: all count fully).
 */
export interface SeasonSetting {
  level: 'pooled' | 'latest' | 'trend';
  halfLife: number | null;
}

export interface FitSettings {
  /** TOEFL log-odds per point relative to GRE log-odds per point (from Graduate Admission 2). */
  toeflPerGreRatio: number;
  season: SeasonSetting;
  /** Prior spread of school adjustments (log-odds); null: no school adjustments at all. */
  adjustmentPriorSd: number | null;
  /** Prior spread of a school's adjustment for one degree level, on top of its own (null: none). */
  degreeAdjustmentPriorSd: number | null;
  /** A school (or a school's degree level) gets its own adjustment only with at least this many decisions. */
  minDecisionsForAdjustment: number;
  /** Fit a separate international × PhD term (else the international effect is the same for both levels). */
  internationalByDegree: boolean;
  /** Features left out entirely (the school-rate-only baseline switches everything else off). */
  only?: FeatureName[];
}

interface Design {
  columns: string[];
  rows: number[][];
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
    phd: 0,
    international: 0,
    internationalPhd: 0,
    selectivity: meanOf((o) => schoolFeatures(o.school).selectivity),
    size: meanOf((o) => schoolFeatures(o.school).size),
    world: meanOf((o) => schoolFeatures(o.school).world),
  };
}

/** Intercept, the named features (centred; missing → 0) and the season columns the setting asks for. */
function design(outcomes: Outcome[], names: FeatureName[], centres: Record<FeatureName, number>, season: SeasonSetting): Design {
  const latest = Math.max(...outcomes.map((o) => o.season));
  const earlier = [...new Set(outcomes.map((o) => o.season))].filter((s) => s !== latest).sort();
  // A trend needs two seasons at least; with one it is the intercept again (and the system singular).
  const trend = season.level === 'trend' && earlier.length > 0;
  const seasonColumns = season.level === 'latest' ? earlier.map((s) => `season ${s}`) : trend ? ['seasons ahead'] : [];
  const rows = outcomes.map((o) => {
    const values = featureValues(o.applicant, o.school, o.phd);
    const seasonPart = season.level === 'latest' ? earlier.map((s) => (o.season === s ? 1 : 0)) : trend ? [o.season - (latest + 1)] : [];
    return [1, ...names.map((n) => (values[n] === null ? 0 : (values[n] as number) - centres[n])), ...seasonPart];
  });
  return { columns: ['intercept', ...names, ...seasonColumns], rows };
}

/** Weighted Newton-Raphson with a fixed extra log-odds per row; returns the coefficients and the information matrix. */
function newton(x: number[][], y: number[], offset: number[], weight: number[]): { beta: number[]; information: number[][] } {
  const k = x[0]!.length;
  let beta = new Array<number>(k).fill(0);
  let information: number[][] = [];
  for (let iter = 0; iter < 30; iter += 1) {
    const grad = new Array<number>(k).fill(0);
    information = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    x.forEach((row, i) => {
      const p = logistic(row.reduce((s, v, j) => s + v * beta[j]!, offset[i]!));
      const w = weight[i]! * p * (1 - p);
      for (let a = 0; a < k; a += 1) {
        grad[a]! += weight[i]! * (y[i]! - p) * row[a]!;
        for (let b = 0; b < k; b += 1) information[a]![b]! += w * row[a]! * row[b]!;
      }
    });
    // A tiny ridge keeps the system solvable when a feature has no spread in a small training window.
    for (let a = 0; a < k; a += 1) information[a]![a]! += 1e-6;
    const step = solveLinearSystem(information, grad);
    beta = beta.map((b, j) => b + step[j]!);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return { beta, information };
}

/** Weight of each decision under the setting's half-life (1 for the latest season). */
export function recencyWeights(outcomes: Outcome[], season: SeasonSetting): number[] {
  const latest = Math.max(...outcomes.map((o) => o.season));
  return outcomes.map((o) => (season.halfLife === null ? 1 : 0.5 ** ((latest - o.season) / season.halfLife)));
}

export function fitModel(outcomes: Outcome[], settings: FitSettings): AdmissionModel {
  const centres = centresOf(outcomes);
  const y = outcomes.map((o) => o.admitted as number);
  const weight = recencyWeights(outcomes, settings.season);
  const slugs = outcomes.map((o) => o.school.slug);
  const counts = new Map<string, number>();
  for (const slug of slugs) if (slug) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  const levels: PoolingLevel[] = [];
  const min = settings.minDecisionsForAdjustment;
  if (settings.adjustmentPriorSd !== null) levels.push({ keys: slugs, priorSd: settings.adjustmentPriorSd, minDecisions: min });
  if (settings.degreeAdjustmentPriorSd !== null) {
    levels.push({ keys: outcomes.map((o) => (o.school.slug ? `${o.school.slug}|${o.phd}` : null)), priorSd: settings.degreeAdjustmentPriorSd, minDecisions: min });
  }
  const pooling = new Pooling(levels, weight);

  let names: FeatureName[] = (settings.only ?? FEATURE_NAMES).filter((n) => n !== 'toefl' && (settings.internationalByDegree || n !== 'internationalPhd'));
  let fit = { beta: [] as number[], information: [] as number[][] };
  let columns: string[] = [];
  for (let round = 0; round < (levels.length ? 15 : 1); round += 1) {
    const extra = pooling.extra();
    let d = design(outcomes, names, centres, settings.season);
    fit = newton(d.rows, y, extra, weight);
    // Monotone in each score: a score whose fitted effect is negative is refitted without it (effect 0).
    const negative = SCORE_FEATURES.filter((n) => names.includes(n) && fit.beta[d.columns.indexOf(n)]! < 0);
    if (negative.length) {
      names = names.filter((n) => !negative.includes(n));
      d = design(outcomes, names, centres, settings.season);
      fit = newton(d.rows, y, extra, weight);
    }
    columns = d.columns;
    if (!levels.length) break;
    const shared = d.rows.map((row) => row.reduce((s, v, j) => s + v * fit.beta[j]!, 0));
    pooling.update(shared, y);
  }
  const coefficientOf = (name: string) => fit.beta[columns.indexOf(name)]!;
  const coefficients = Object.fromEntries(FEATURE_NAMES.map((n) => [n, names.includes(n) ? coefficientOf(n) : 0])) as Record<FeatureName, number>;
  coefficients.toefl = Math.max(0, coefficients.gre * settings.toeflPerGreRatio);
  // 'trend' measures seasons from the one after the latest, 'latest' has the latest season as its reference:
  // either way the intercept is the level carried to the coming season.
  const intercept = coefficientOf('intercept');
  // The marginal covariance of the shipped terms: the season columns are integrated out, not dropped from the inverse.
  const fullCovariance = invertMatrix(fit.information);
  const covarianceTerms = ['intercept', ...names] as CovarianceTerm[];
  const index = covarianceTerms.map((t) => columns.indexOf(t));
  const covariance = index.map((i) => index.map((j) => fullCovariance[i]![j]!));
  const degreeLevel = levels.length - 1;
  const schools: Record<string, SchoolEvidence> = Object.fromEntries(
    [...counts].map(([slug, decisions]) => [
      slug,
      {
        decisions,
        school: settings.adjustmentPriorSd === null ? null : pooling.adjustment(0, slug),
        masters: settings.degreeAdjustmentPriorSd === null ? null : pooling.adjustment(degreeLevel, `${slug}|0`),
        phd: settings.degreeAdjustmentPriorSd === null ? null : pooling.adjustment(degreeLevel, `${slug}|1`),
      },
    ]),
  );
  const model: AdmissionModel = {
    intercept,
    coefficients,
    centres,
    covarianceTerms,
    covariance,
    seasonLevelSd: 0,
    schoolAdjustmentSd: settings.adjustmentPriorSd ?? 0,
    degreeAdjustmentSd: settings.degreeAdjustmentPriorSd ?? 0,
    schools,
    mastersShareWithoutDegreeLevel: USERS_MASTERS_SHARE,
    safeFromPercent: 0,
    moderateFromPercent: 0,
  };
  return { ...model, seasonLevelSd: seasonLevelSpread(model, outcomes) };
}

/**
 * How far each season's admitted share sits from the model's level (one
 * intercept shift per season, the rest held fixed), as a standard deviation
 * across seasons: the next season's level is uncertain by about this much.
 */
export function seasonLevelSpread(model: AdmissionModel, outcomes: Outcome[]): number {
  const seasons = [...new Set(outcomes.map((o) => o.season))];
  if (seasons.length < 2) return 0;
  const shifts = seasons.map((season) => {
    const rows = outcomes.filter((o) => o.season === season);
    const base = rows.map((o) => logOdds(model, o.applicant, o.school, o.phd));
    let shift = 0;
    for (let iter = 0; iter < 20; iter += 1) {
      let g = 0;
      let h = 0;
      rows.forEach((o, i) => {
        const p = logistic(base[i]! + shift);
        g += o.admitted - p;
        h += p * (1 - p);
      });
      shift += g / h;
    }
    return shift;
  });
  const mean = shifts.reduce((a, b) => a + b, 0) / shifts.length;
  return Math.sqrt(shifts.reduce((s, v) => s + (v - mean) ** 2, 0) / (shifts.length - 1));
}

/** Probability (0-1) of each decision under the model, with the decision's own degree level and status. */
export function predictOutcomes(model: AdmissionModel, outcomes: Outcome[]): number[] {
  return outcomes.map((o) => logistic(logOdds(model, o.applicant, o.school, o.phd)));
}
