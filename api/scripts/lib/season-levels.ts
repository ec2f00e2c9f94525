// How the seasons enter the fit, and the level forecast for the coming season.
// The admitted share moves from season to season (in GradCafe's posts PhD
// offers fell from 2021 to 2025 while Master's rose in 2025), so each season
// gets its own level (for each degree level when byDegree, and for
// international applicants apart when byStatus), and the coming season's level
// is carried from the latest one ('latest'), or carried from it with the
// trend ('trend': the slope of a straight line through the last `window`
// seasons' levels, weighted by their decisions, times `damping`, added for the
// one season ahead). Rolling-origin validation chooses.
import type { Outcome } from './outcomes';

export interface SeasonSetting {
  level: 'pooled' | 'latest' | 'trend';
  /** Separate season levels for Master's and PhD decisions. */
  byDegree: boolean;
  /** A separate season level for international applicants (on top of the degree's). */
  byStatus?: boolean;
  /** Seasons the trend is drawn through (the latest ones). */
  window: number;
  /** Share of the trend's slope added to the latest level (1: all of it). */
  damping: number;
}

/** The latest season is the reference; every earlier season gets a column (and a PhD and an international column when asked). */
export function seasonColumns(outcomes: Outcome[], setting: SeasonSetting): { names: string[]; values: (o: Outcome) => number[] } {
  if (setting.level === 'pooled') return { names: [], values: () => [] };
  const seasons = [...new Set(outcomes.map((o) => o.season))].sort();
  const earlier = seasons.slice(0, -1);
  const names = [
    ...earlier.map((s) => `season ${s}`),
    ...(setting.byDegree ? earlier.map((s) => `season ${s} PhD`) : []),
    ...(setting.byStatus ? earlier.map((s) => `season ${s} international`) : []),
  ];
  return {
    names,
    values: (o) => [
      ...earlier.map((s) => (o.season === s ? 1 : 0)),
      ...(setting.byDegree ? earlier.map((s) => (o.season === s ? o.phd : 0)) : []),
      ...(setting.byStatus ? earlier.map((s) => (o.season === s && o.international ? 1 : 0)) : []),
    ],
  };
}

/** Slope of the weighted least-squares line through (x, y). */
function slopeOf(points: Array<{ x: number; y: number; w: number }>): number {
  const total = points.reduce((s, p) => s + p.w, 0);
  const mx = points.reduce((s, p) => s + p.w * p.x, 0) / total;
  const my = points.reduce((s, p) => s + p.w * p.y, 0) / total;
  const sxx = points.reduce((s, p) => s + p.w * (p.x - mx) ** 2, 0);
  return sxx > 0 ? points.reduce((s, p) => s + p.w * (p.x - mx) * (p.y - my), 0) / sxx : 0;
}

export interface ComingLevels {
  /** The Master's level (of a domestic applicant when byStatus). */
  intercept: number;
  /** The PhD level minus the Master's. */
  phd: number;
  /** The international applicant's level minus the domestic one's. */
  international: number;
}

/**
 * The coming season's levels from the fitted season columns. `coefficient`
 * reads a fitted column (0 for one that is not in the fit).
 */
export function comingLevels(outcomes: Outcome[], setting: SeasonSetting, coefficient: (column: string) => number): ComingLevels {
  const base = { intercept: coefficient('intercept'), phd: coefficient('phd'), international: coefficient('international') };
  if (setting.level !== 'trend') return base;
  const seasons = [...new Set(outcomes.map((o) => o.season))].sort();
  const latest = seasons[seasons.length - 1]!;
  const recent = seasons.slice(-setting.window);
  if (recent.length < 2) return base;
  const shift = (season: number, column: string) => (season === latest ? 0 : coefficient(`season ${season}${column}`));
  const count = (season: number, keep: (o: Outcome) => boolean) => outcomes.filter((o) => o.season === season && keep(o)).length || 1;
  // The latest level, and the trend for the one season ahead.
  const line = (y: (season: number) => number, keep: (o: Outcome) => boolean) =>
    y(latest) + setting.damping * slopeOf(recent.map((season) => ({ x: season, y: y(season), w: count(season, keep) })));
  const masters = line((s) => base.intercept + shift(s, ''), (o) => !setting.byDegree || o.phd === 0);
  const phd = line((s) => base.intercept + shift(s, '') + base.phd + (setting.byDegree ? shift(s, ' PhD') : 0), (o) => !setting.byDegree || o.phd === 1);
  const international = setting.byStatus ? line((s) => base.international + shift(s, ' international'), (o) => o.international) : base.international;
  return { intercept: masters, phd: phd - masters, international };
}
