// How the seasons enter the fit, and the level forecast for the coming season.
// The admitted share moves from season to season (55 % in 2021, 48 % in 2024
// in GradCafe's posts), PhD more than Master's, so each season gets its own
// level (for each degree level, when byDegree), and the coming season's level
// is the latest one ('latest') or a straight line through the last `window`
// seasons' levels, weighted by their decisions and extended one season
// ('trend'; its slope times `damping`). Rolling-origin validation chooses.
import type { Outcome } from './outcomes';

export interface SeasonSetting {
  level: 'pooled' | 'latest' | 'trend';
  /** Separate season levels for Master's and PhD decisions. */
  byDegree: boolean;
  /** Seasons the trend is drawn through (the latest ones). */
  window: number;
  /** Share of the fitted slope that is extended (1: all of it). */
  damping: number;
}

/** The latest season is the reference; every earlier season gets a column (and a PhD column when byDegree). */
export function seasonColumns(outcomes: Outcome[], setting: SeasonSetting): { names: string[]; values: (o: Outcome) => number[] } {
  if (setting.level === 'pooled') return { names: [], values: () => [] };
  const seasons = [...new Set(outcomes.map((o) => o.season))].sort();
  const earlier = seasons.slice(0, -1);
  const names = [...earlier.map((s) => `season ${s}`), ...(setting.byDegree ? earlier.map((s) => `season ${s} PhD`) : [])];
  return {
    names,
    values: (o) => [...earlier.map((s) => (o.season === s ? 1 : 0)), ...(setting.byDegree ? earlier.map((s) => (o.season === s ? o.phd : 0)) : [])],
  };
}

/** Weighted least-squares line through (x, y), evaluated at `at`, its slope scaled by `damping`. */
function extend(points: Array<{ x: number; y: number; w: number }>, at: number, damping: number): number {
  const total = points.reduce((s, p) => s + p.w, 0);
  const mx = points.reduce((s, p) => s + p.w * p.x, 0) / total;
  const my = points.reduce((s, p) => s + p.w * p.y, 0) / total;
  const sxx = points.reduce((s, p) => s + p.w * (p.x - mx) ** 2, 0);
  const slope = sxx > 0 ? points.reduce((s, p) => s + p.w * (p.x - mx) * (p.y - my), 0) / sxx : 0;
  return my + damping * slope * (at - mx);
}

/**
 * The coming season's Master's level (the intercept) and PhD level minus it
 * (the phd coefficient), from the fitted season columns. `coefficient` reads
 * a fitted column (0 for one that is not in the fit).
 */
export function comingLevels(outcomes: Outcome[], setting: SeasonSetting, coefficient: (column: string) => number): { intercept: number; phd: number } {
  const base = { intercept: coefficient('intercept'), phd: coefficient('phd') };
  if (setting.level !== 'trend') return base;
  const seasons = [...new Set(outcomes.map((o) => o.season))].sort();
  const latest = seasons[seasons.length - 1]!;
  const recent = seasons.slice(-setting.window);
  if (recent.length < 2) return base;
  const level = (season: number, phd: 0 | 1) =>
    base.intercept + (season === latest ? 0 : coefficient(`season ${season}`) + (phd ? coefficient(`season ${season} PhD`) : 0)) + (phd ? base.phd : 0);
  const points = (phd: 0 | 1) => recent.map((season) => ({ x: season, y: level(season, phd), w: outcomes.filter((o) => o.season === season && (!setting.byDegree || o.phd === phd)).length || 1 }));
  const masters = extend(points(0), latest + 1, setting.damping);
  const phd = extend(points(1), latest + 1, setting.damping);
  return { intercept: masters, phd: phd - masters };
}
