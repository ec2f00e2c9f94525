// Partially pooled adjustments on top of the shared coefficients: one per
// school, and optionally one per school and degree level on top of that. Each
// is pulled towards 0 by a normal prior, so a group with few decisions stays
// near what the rest of the model predicts and one with many moves towards its
// own record. Fitted by Newton steps of the penalised likelihood, one level at
// a time with the others held fixed.
import { logistic } from '../../src/features/chances/model/admission-model';

export interface PoolingLevel {
  /** The group of each decision at this level (null: no group). */
  keys: Array<string | null>;
  /** Prior standard deviation of the adjustments (log-odds). */
  priorSd: number;
  /** A group gets an adjustment only with at least this many decisions. */
  minDecisions: number;
}

export interface Adjustment {
  value: number;
  /** Standard error: 1 / sqrt(the group's information + the prior's precision). */
  sd: number;
}

export class Pooling {
  private readonly values: Array<Map<string, number>>;
  private readonly sds: Array<Map<string, number>>;

  constructor(private readonly levels: PoolingLevel[], private readonly weight: number[]) {
    this.values = levels.map((level) => {
      const counts = new Map<string, number>();
      for (const key of level.keys) if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
      return new Map([...counts].filter(([, n]) => n >= level.minDecisions).map(([key]) => [key, 0]));
    });
    this.sds = levels.map(() => new Map());
  }

  /** Sum of the adjustments of each decision's groups, except at level `except`. */
  extra(except = -1): number[] {
    return this.weight.map((_, i) =>
      this.levels.reduce((sum, level, l) => (l === except || level.keys[i] === null ? sum : sum + (this.values[l]!.get(level.keys[i]!) ?? 0)), 0),
    );
  }

  /** A few Newton steps at each level, with the shared log-odds (and the other levels) held fixed. */
  update(shared: number[], y: number[]): void {
    this.levels.forEach((level, l) => {
      const precision = 1 / level.priorSd ** 2;
      const others = this.extra(l);
      const values = this.values[l]!;
      for (let step = 0; step < 5; step += 1) {
        const sums = new Map<string, { r: number; w: number }>();
        level.keys.forEach((key, i) => {
          if (key === null || !values.has(key)) return;
          const p = logistic(shared[i]! + others[i]! + values.get(key)!);
          const acc = sums.get(key) ?? { r: 0, w: 0 };
          acc.r += this.weight[i]! * (y[i]! - p);
          acc.w += this.weight[i]! * p * (1 - p);
          sums.set(key, acc);
        });
        // sum w(y - p) - precision·u over sum w·p(1-p) + precision.
        for (const [key, { r, w }] of sums) {
          const value = values.get(key)!;
          values.set(key, value + (r - precision * value) / (w + precision));
          this.sds[l]!.set(key, 1 / Math.sqrt(w + precision));
        }
      }
    });
  }

  /** The adjustment of one group at one level, or null when the group has none. */
  adjustment(level: number, key: string): Adjustment | null {
    const value = this.values[level]?.get(key);
    return value === undefined ? null : { value, sd: this.sds[level]!.get(key)! };
  }
}
