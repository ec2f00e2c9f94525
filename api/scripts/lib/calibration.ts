// The calibration slope (admission-model.ts, Calibration): out of time, the
// fitted estimates spread too far (on the rolling-origin folds the admitted
// share of the top band is below the estimate and that of the bottom band
// above it, more for PhD than for Master's). The slope of each degree level
// is measured on the latest season the fit leaves out: a fit on the seasons
// before it estimates that season's decisions, and a logistic regression of
// what happened on those estimates' log-odds (an intercept and a slope) gives
// the slope. Its intercept is that season's level, which the season treatment
// handles, so it is not kept.
import { type AdmissionModel, type Calibration, type DegreeLevel, levelName, logOdds, logistic, programmeKeysOf } from '../../src/features/chances/model/admission-model';
import { solveLinearSystem } from './linear-system';
import type { Outcome } from './outcomes';
import { MIN_SEASON_DECISIONS } from './season-movement';

/** No calibration: the fitted log-odds as they are. */
export const IDENTITY: Record<DegreeLevel, Calibration> = { masters: { slope: 1, centre: 0 }, phd: { slope: 1, centre: 0 } };

const rawLogOdds = (model: AdmissionModel, o: Outcome) => logOdds(model, o.applicant, o.school, o.phd, programmeKeysOf(model, o.programme));

/** Slope of y on x in a logistic regression with an intercept (Newton-Raphson). */
export function logisticSlope(x: number[], y: number[]): number {
  let beta = [0, 1];
  for (let iter = 0; iter < 50; iter += 1) {
    const gradient = [0, 0];
    const information = [[0, 0], [0, 0]];
    x.forEach((xi, i) => {
      const p = logistic(beta[0]! + beta[1]! * xi);
      const w = p * (1 - p);
      gradient[0]! += y[i]! - p;
      gradient[1]! += (y[i]! - p) * xi;
      information[0]![0]! += w;
      information[0]![1]! += w * xi;
      information[1]![1]! += w * xi * xi;
    });
    information[1]![0] = information[0]![1]!;
    const step = solveLinearSystem(information, gradient);
    beta = beta.map((b, j) => b + step[j]!);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  return beta[1]!;
}

/**
 * The calibration of `model`, fitted on seasons up to `heldOut`, from
 * `before`, the same fit without `heldOut` (its decisions are `held`). A degree level
 * with fewer than MIN_SEASON_DECISIONS held-out decisions, or a slope that is not
 * positive, keeps its log-odds as fitted.
 */
export function calibrationOf(model: AdmissionModel, before: AdmissionModel, held: Outcome[]): Record<DegreeLevel, Calibration> {
  const of = (phd: 0 | 1): Calibration => {
    const rows = held.filter((o) => o.phd === phd);
    if (rows.length < MIN_SEASON_DECISIONS) return IDENTITY[levelName(phd)];
    const slope = logisticSlope(rows.map((o) => rawLogOdds(before, o)), rows.map((o) => o.admitted));
    const centre = rows.reduce((sum, o) => sum + rawLogOdds(model, o), 0) / rows.length;
    return slope > 0 ? { slope, centre } : IDENTITY[levelName(phd)];
  };
  return { masters: of(0), phd: of(1) };
}
