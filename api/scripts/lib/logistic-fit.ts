// Fits the admission model (api/src/features/chances/model/admission-model.ts) on decisions.
// Plain Newton-Raphson for the shared coefficients, then a per-school offset
// pulled towards 0 (partial pooling), alternating until both settle.
import {
  type AdmissionModel, FEATURE_NAMES, type FeatureName, SCORE_FEATURES, logOdds, logistic, schoolFeatures,
} from '../../src/features/chances/model/admission-model';
import type { Outcome } from './outcomes';

/** A school gets its own offset only with at least this many decisions. */
export const MIN_DECISIONS_FOR_OFFSET = 20;
/**
 * Prior spread of school offsets (log-odds). An offset is shrunk by
 * n·p(1-p) / (n·p(1-p) + 1/τ²): a school with few decisions stays near its profile.
 */
export const OFFSET_PRIOR_SD = 0.5;
/** Master's share of GradAtlas users assumed without a degree level (an assumption, stated in the docs). */
export const USERS_MASTERS_SHARE = 0.8;
/** Typical TOEFL of the applicants Graduate Admission 2 describes; the TOEFL term is 0 there. */
const TOEFL_CENTRE = 100;

/** Solves A x = b (A symmetric positive definite, small) by Gaussian elimination with pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r += 1) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c += 1) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Centred feature values of one decision (null → 0: a missing figure sits at its centre). */
function featureRow(o: Outcome, centres: Record<FeatureName, number>): Record<FeatureName, number> {
  const raw: Record<FeatureName, number | null> = { gpa: o.applicant.gpa4, gre: o.applicant.greTotal, toefl: null, phd: o.phd, international: o.applicant.international, ...schoolFeatures(o.school) };
  return Object.fromEntries(FEATURE_NAMES.map((n) => [n, raw[n] === null ? 0 : (raw[n] as number) - centres[n]])) as Record<FeatureName, number>;
}

function centresOf(outcomes: Outcome[]): Record<FeatureName, number> {
  const meanOf = (pick: (o: Outcome) => number | null) => {
    const values = outcomes.map(pick).filter((v): v is number => v !== null);
    return values.reduce((a, b) => a + b, 0) / values.length;
  };
  return {
    gpa: meanOf((o) => o.applicant.gpa4),
    gre: meanOf((o) => o.applicant.greTotal),
    toefl: TOEFL_CENTRE,
    phd: 0,
    international: 0,
    selectivity: meanOf((o) => schoolFeatures(o.school).selectivity),
    size: meanOf((o) => schoolFeatures(o.school).size),
    world: meanOf((o) => schoolFeatures(o.school).world),
  };
}

/** Newton-Raphson for intercept + the named features, with a fixed extra log-odds per row. */
function newton(rows: Array<Record<FeatureName, number>>, y: number[], offset: number[], names: FeatureName[]): number[] {
  const k = names.length + 1;
  let beta = new Array<number>(k).fill(0);
  for (let iter = 0; iter < 30; iter += 1) {
    const grad = new Array<number>(k).fill(0);
    const hess = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    rows.forEach((row, i) => {
      const x = [1, ...names.map((n) => row[n])];
      const p = logistic(x.reduce((s, v, j) => s + v * beta[j]!, offset[i]!));
      const w = p * (1 - p);
      for (let a = 0; a < k; a += 1) {
        grad[a]! += (y[i]! - p) * x[a]!;
        for (let b = 0; b < k; b += 1) hess[a]![b]! += w * x[a]! * x[b]!;
      }
    });
    // A tiny ridge keeps the system solvable when a feature has no spread.
    for (let a = 0; a < k; a += 1) hess[a]![a]! += 1e-6;
    const step = solve(hess, grad);
    beta = beta.map((b, j) => b + step[j]!);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return beta;
}

export interface FitOptions {
  /** TOEFL log-odds per point relative to GRE log-odds per point (from Graduate Admission 2). */
  toeflPerGreRatio: number;
  offsetPriorSd?: number;
  pool?: boolean;
}

export function fitModel(outcomes: Outcome[], options: FitOptions): AdmissionModel {
  const centres = centresOf(outcomes);
  const rows = outcomes.map((o) => featureRow(o, centres));
  const y = outcomes.map((o) => o.admitted as number);
  const slugs = outcomes.map((o) => o.school.slug ?? '');
  const counts = new Map<string, number>();
  for (const slug of slugs) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  const pooled = [...counts].filter(([slug, n]) => slug && n >= MIN_DECISIONS_FOR_OFFSET).map(([slug]) => slug);
  const precision = 1 / (options.offsetPriorSd ?? OFFSET_PRIOR_SD) ** 2;
  const offsets: Record<string, number> = Object.fromEntries(pooled.map((slug) => [slug, 0]));

  let names: FeatureName[] = FEATURE_NAMES.filter((n) => n !== 'toefl');
  let beta: number[] = [];
  for (let round = 0; round < (options.pool === false ? 1 : 15); round += 1) {
    const extra = slugs.map((slug) => offsets[slug] ?? 0);
    beta = newton(rows, y, extra, names);
    // Monotone in each score: a score whose fitted effect is negative is refitted without it (effect 0).
    const negative = SCORE_FEATURES.filter((n) => names.includes(n) && beta[names.indexOf(n) + 1]! < 0);
    if (negative.length) {
      names = names.filter((n) => !negative.includes(n));
      beta = newton(rows, y, extra, names);
    }
    if (options.pool === false) break;
    const shared = rows.map((row) => names.reduce((s, n, j) => s + row[n] * beta[j + 1]!, beta[0]!));
    for (let step = 0; step < 5; step += 1) {
      const residual = new Map<string, { r: number; w: number }>();
      slugs.forEach((slug, i) => {
        if (!(slug in offsets)) return;
        const p = logistic(shared[i]! + offsets[slug]!);
        const acc = residual.get(slug) ?? { r: 0, w: 0 };
        acc.r += y[i]! - p;
        acc.w += p * (1 - p);
        residual.set(slug, acc);
      });
      // One Newton step of the penalised likelihood: sum(y - p) - precision·u over sum p(1-p) + precision.
      for (const [slug, { r, w }] of residual) offsets[slug] = offsets[slug]! + (r - precision * offsets[slug]!) / (w + precision);
    }
  }
  const coefficients = Object.fromEntries(FEATURE_NAMES.map((n) => [n, names.includes(n) ? beta[names.indexOf(n) + 1]! : 0])) as Record<FeatureName, number>;
  coefficients.toefl = Math.max(0, coefficients.gre * options.toeflPerGreRatio);
  return {
    intercept: beta[0]!,
    coefficients,
    centres,
    schoolOffsets: offsets,
    mastersShareWithoutDegreeLevel: USERS_MASTERS_SHARE,
    safeFromPercent: 0,
    moderateFromPercent: 0,
  };
}

/** Probability (0-1) of each decision under the model, with the decision's own degree level. */
export function predictOutcomes(model: AdmissionModel, outcomes: Outcome[]): number[] {
  return outcomes.map((o) => logistic(logOdds(model, o.applicant, o.school, o.phd)));
}

/**
 * Category cut-offs (whole percents) that mean what they say on the given
 * decisions: "safe" from the lowest cut where at least 75 % of the decisions
 * at or above it were admits; "ambitious" below the highest cut where at most
 * 30 % of the decisions below it were admits.
 */
export function chooseThresholds(probabilities: number[], admitted: number[]): { safeFromPercent: number; moderateFromPercent: number } {
  const rateWhere = (keep: (p: number) => boolean) => {
    let n = 0;
    let admits = 0;
    probabilities.forEach((p, i) => {
      if (keep(p)) {
        n += 1;
        admits += admitted[i]!;
      }
    });
    return n ? admits / n : null;
  };
  let safe = 98;
  for (let t = 98; t >= 50; t -= 1) {
    const rate = rateWhere((p) => p * 100 >= t);
    if (rate !== null && rate >= 0.75) safe = t;
    else if (rate !== null) break;
  }
  let moderate = 2;
  for (let t = 2; t < safe; t += 1) {
    const rate = rateWhere((p) => p * 100 < t);
    if (rate === null || rate <= 0.3) moderate = t;
    else break;
  }
  return { safeFromPercent: safe, moderateFromPercent: moderate };
}
