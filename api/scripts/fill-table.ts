// Prints, for the first N universities in the API's default order, the share
// of records that carry each field (api/docs/data.md quotes its output).
//   npm run data:fill -w api [-- N [path/to/universities.json]]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultOrder, fillRates, type PublishedRecord } from './lib/fill-rates';

const count = Number(process.argv[2] ?? 300);
const file = process.argv[3] ?? join(__dirname, '../data/universities.json');
const { universities } = JSON.parse(readFileSync(file, 'utf8')) as { universities: PublishedRecord[] };
const first = defaultOrder(universities).slice(0, count);
const rates = fillRates(first);
const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

console.log(`| field | filled | share |\n|---|---|---|`);
for (const rate of rates) console.log(`| ${rate.field} | ${rate.filled} / ${first.length} | ${pct(rate.share)} |`);
const full = rates.filter((rate) => rate.share >= 0.9);
const empty = rates.filter((rate) => rate.share < 0.1);
console.log(
  `\n${rates.length} fields over the first ${first.length} records: ${full.length} filled on >= 90 %, ` +
    `${empty.length} empty on > 90 % (${empty.map((rate) => rate.field).join(', ')})`,
);
