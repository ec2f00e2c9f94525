// The season movement report of the evaluation: each season's admitted
// share by degree level, how far it moved from the season before (in the
// posts, and with applicants, schools and programmes held as they were), and
// the movement per season that the likely range adds.
import { type AdmissionModel, logistic, logit } from '../../src/features/chances/model/admission-model';
import { pct } from './evaluation-report';
import type { Outcome } from './outcomes';
import { MIN_SEASON_DECISIONS, seasonLevels, seasonMovementSd } from './season-movement';

const points = (change: number) => `${change >= 0 ? '+' : ''}${(100 * change).toFixed(1)}`;

export function printSeasonMovement(model: AdmissionModel, outcomes: Outcome[]): void {
  const levels = seasonLevels(model, outcomes);
  console.log(`\nSeason movement (model fitted on every season; seasons with at least ${MIN_SEASON_DECISIONS} decisions of the degree level):`);
  console.log('Columns: decisions, share admitted in the posts, its change from the season before (points), the change with applicants, schools and programmes held as they were (points at the earlier season\'s share).');
  for (const degree of ['masters', 'phd'] as const) {
    console.log(`  ${degree === 'phd' ? 'PhD' : "Master's"}:`);
    const own = levels.filter((l) => l.degree === degree);
    own.forEach((level, i) => {
      const before = own[i - 1];
      const change = before ? `${points(level.admitted - before.admitted).padStart(7)} ${points(logistic(logit(before.admitted) + level.shift - before.shift) - before.admitted).padStart(7)}` : '';
      console.log(`    ${level.season}  ${String(level.decisions).padStart(6)}  ${pct(level.admitted).padStart(6)}${before ? `  since ${before.season}:` : ''}${change}`);
    });
  }
  // The model's level is the coming season's forecast; each season's shift is measured from it.
  const coming = (['masters', 'phd'] as const).map((degree) => {
    const latest = levels.filter((l) => l.degree === degree).at(-1)!;
    const change = logistic(logit(latest.admitted) - latest.shift) - latest.admitted;
    return `${degree === 'phd' ? 'PhD' : "Master's"} ${points(change)} points from ${latest.season}`;
  });
  console.log(`The coming season's level the estimates use, with applicants, schools and programmes held as in the latest season: ${coming.join(', ')}.`);
  const sd = seasonMovementSd(levels);
  console.log(`Movement per season (log-odds, sampling noise taken out): Master's ${sd.masters.toFixed(3)}, PhD ${sd.phd.toFixed(3)}; each estimate's likely range adds it.`);
}
