// Evaluates the admission-chance regression on held-out data.
//   npx tsx api/scripts/evaluate-chance-model.ts [path/to/shared/data] [--splits 50] [--seed 20190101]
// 50 random 80/20 splits (seeded, reproducible): refit on each training part, score the
// test part with the product's scoring function (predictChanceOfAdmit), print mean +/- sd.
import { predictChanceOfAdmit } from '../src/chances/coefficients';
import { dataDirectory, readAdmissions } from './lib/admission-data';
import { fitCoefficients, goodnessOfFit } from './lib/fit';
import { mean, standardDeviation } from './lib/least-squares';
import { seededRandom, shuffled } from './lib/random';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : NaN;
  return Number.isFinite(value) ? value : fallback;
}

const positional = process.argv.slice(2).find((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'));
const rows = readAdmissions(dataDirectory(positional));
const splits = option('splits', 50);
const seed = option('seed', 20190101);
const random = seededRandom(seed);
const trainSize = Math.round(rows.length * 0.8);

const r2s: number[] = [];
const rmses: number[] = [];
for (let split = 0; split < splits; split += 1) {
  const order = shuffled(rows, random);
  const train = order.slice(0, trainSize);
  const test = order.slice(trainSize);
  const fitted = fitCoefficients(train);
  const { r2, rmse } = goodnessOfFit(
    test.map((row) => row.chance),
    test.map((row) => predictChanceOfAdmit(row, fitted)),
  );
  r2s.push(r2);
  rmses.push(rmse);
}

const show = (values: number[]) => `${mean(values).toFixed(3)} +/- ${standardDeviation(values).toFixed(3)}`;
console.log(`${rows.length} rows, ${splits} random 80/20 splits (seed ${seed}), inputs GRE + TOEFL + CGPA`);
console.log(`Test R^2:  ${show(r2s)}  (min ${Math.min(...r2s).toFixed(3)}, max ${Math.max(...r2s).toFixed(3)})`);
console.log(`Test RMSE: ${show(rmses)}`);
// The split-to-split spread is large, so say how precisely 50 splits pin the mean down.
const standardError = standardDeviation(r2s) / Math.sqrt(r2s.length);
const target = 0.8;
const verdict = mean(r2s) >= target ? 'meets' : 'is below';
console.log(`Mean R^2 ${verdict} the ${target} target (standard error of the mean ${standardError.toFixed(3)}).`);
