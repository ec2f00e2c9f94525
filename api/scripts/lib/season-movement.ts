// How far the admission level moved from one season to the next, by degree
// level: what the fit adds to each estimate's likely range (the coming
// season's level is carried from the latest one and may move as far), and
// what the evaluation reports. Each season's level is the one shift of the
// log-odds that makes the model's estimates for that season's decisions add
// up to its admits (the applicants, schools and programmes held as they were),
// so a season that drew more applicants to hard programmes does not count as
// a season that admitted fewer.
import { type AdmissionModel, type DegreeLevel, levelName, logOdds, logistic } from '../../src/features/chances/model/admission-model';
import type { Outcome } from './outcomes';
import { programmeKeysOfEach } from './programme-groups';

/** A season's level is measured only from at least this many decisions of the degree level (fewer move by chance). */
export const MIN_SEASON_DECISIONS = 300;

export interface SeasonLevel {
  season: number;
  degree: DegreeLevel;
  decisions: number;
  /** Share admitted among the season's decisions of this degree level. */
  admitted: number;
  /** The log-odds shift from the model's level (the latest season's) to this season's. */
  shift: number;
  /** Its standard error (sampling alone). */
  se: number;
}

/** Every season's level at each degree level, relative to the model's; seasons with fewer than MIN_SEASON_DECISIONS are left out. */
export function seasonLevels(model: AdmissionModel, outcomes: Outcome[]): SeasonLevel[] {
  const keys = programmeKeysOfEach(outcomes, model.programmeGroups);
  const base = outcomes.map((o, i) => logOdds(model, o.applicant, o.school, o.phd, keys[i]!));
  const cells = new Map<string, number[]>();
  outcomes.forEach((o, i) => {
    const key = `${o.season}|${o.phd}`;
    if (!cells.has(key)) cells.set(key, []);
    cells.get(key)!.push(i);
  });
  const levels: SeasonLevel[] = [];
  for (const [key, rows] of cells) {
    if (rows.length < MIN_SEASON_DECISIONS) continue;
    const [season, phd] = key.split('|').map(Number) as [number, 0 | 1];
    let shift = 0;
    let information = 0;
    for (let iter = 0; iter < 30; iter += 1) {
      let gradient = 0;
      information = 0;
      for (const i of rows) {
        const p = logistic(base[i]! + shift);
        gradient += outcomes[i]!.admitted - p;
        information += p * (1 - p);
      }
      shift += gradient / information;
      if (Math.abs(gradient / information) < 1e-9) break;
    }
    const admitted = rows.reduce((s, i) => s + outcomes[i]!.admitted, 0) / rows.length;
    levels.push({ season, degree: levelName(phd), decisions: rows.length, admitted, shift, se: 1 / Math.sqrt(information) });
  }
  return levels.sort((a, b) => a.degree.localeCompare(b.degree) || a.season - b.season);
}

export interface SeasonStep {
  degree: DegreeLevel;
  from: number;
  to: number;
  /** Change of the share admitted in the posts (0-1). */
  rawChange: number;
  /** Change of the level, log-odds, with applicants, schools and programmes held. */
  levelChange: number;
}

/** The moves between consecutive measured seasons, by degree level. */
export function seasonSteps(levels: SeasonLevel[]): SeasonStep[] {
  return levels.flatMap((level, i) => {
    const before = levels[i - 1];
    if (!before || before.degree !== level.degree) return [];
    return [{ degree: level.degree, from: before.season, to: level.season, rawChange: level.admitted - before.admitted, levelChange: level.shift - before.shift }];
  });
}

/**
 * How far the level moves in one season, by degree level (log-odds): the
 * root mean square of the moves between consecutive measured seasons, each
 * per year of the gap (a two-year gap moves twice as far, in variance), less
 * the part that sampling alone explains (both seasons' standard errors).
 */
export function seasonMovementSd(levels: SeasonLevel[]): Record<DegreeLevel, number> {
  const sd = (degree: DegreeLevel) => {
    const own = levels.filter((l) => l.degree === degree);
    const moves = own.slice(1).map((level, i) => ((level.shift - own[i]!.shift) ** 2 - level.se ** 2 - own[i]!.se ** 2) / (level.season - own[i]!.season));
    return moves.length ? Math.sqrt(Math.max(0, moves.reduce((a, b) => a + b, 0) / moves.length)) : 0;
  };
  return { masters: sd('masters'), phd: sd('phd') };
}
