// Derives api/data/exchange-rates.json from the raw rates in fx/ of the raw data
// (GRADATLAS_DATA_DIR, by default ../shared/data: lib/raw-data-dir.ts).
//   npx tsx api/scripts/derive-exchange-rates.ts [path/to/shared/data]
// For each offered currency: the Federal Reserve's newest monthly average where
// it has the currency, the newest snapshot otherwise. Prints every month where
// those two sources disagree by more than 5 %, and every year where the rates
// drawn on disagree with the World Bank's official annual average by as much.
// The output is committed: the API never reads the raw files. Method: api/docs/data.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  annualContradictions,
  describeContradiction,
  OFFERED_CURRENCIES,
  pickRate,
  readFedSeries,
  readSnapshots,
  readWorldBank,
  sameMonthContradictions,
  seriesBreaks,
  type DerivedRate,
} from './lib/exchange-rates';
import { rawDataDir } from './lib/raw-data-dir';

const DATA_DIR = rawDataDir(process.argv[2]);
const OUT_FILE = join(__dirname, '../data/exchange-rates.json');

function main() {
  const fx = (file: string) => readFileSync(join(DATA_DIR, 'fx', file), 'utf8');
  const fed = readFedSeries(fx('fed-h10-monthly-units-per-usd.csv'));
  const snapshots = readSnapshots(fx('currency-api-usd-snapshots-2024-2026.csv'));
  const worldBank = readWorldBank(fx('worldbank-wdi-PA.NUS.FCRF-annual-lcu-per-usd.csv'));

  const rates: DerivedRate[] = [];
  for (const offered of OFFERED_CURRENCIES) {
    const rate = pickRate(offered, fed, snapshots);
    if (rate) rates.push(rate);
    else console.log(`${offered.currency}: no rate in either source, not offered`);
  }

  const monthly = OFFERED_CURRENCIES.flatMap((offered) => sameMonthContradictions(offered, fed, snapshots));
  const annual = OFFERED_CURRENCIES.flatMap((offered) => annualContradictions(offered, fed, snapshots, worldBank));
  console.log(`Same-month contradictions over 5 % (Federal Reserve vs snapshot): ${monthly.length}`);
  for (const found of monthly) console.log(`  ${describeContradiction(found)}`);
  console.log(`Cross-check against the World Bank annual average, over 5 %: ${annual.length}`);
  for (const found of annual) console.log(`  ${describeContradiction(found)}`);
  const breaks = OFFERED_CURRENCIES.flatMap((offered) => seriesBreaks(offered.currency, snapshots.rates.get(offered.currency) ?? []));
  console.log(`Snapshot series that move by more than 50 % between two snapshots: ${breaks.length}`);
  for (const found of breaks) console.log(`  ${describeContradiction(found)}`);

  // One rate a line: small diffs when the rates are derived again.
  const body = rates.map((rate) => JSON.stringify(rate)).join(',\n');
  writeFileSync(OUT_FILE, `{"rates":[\n${body}\n]}\n`);
  console.log(`exchange-rates.json: ${rates.length} currencies`);
  for (const rate of rates) console.log(`  ${rate.currency} ${rate.unitsPerUsd} (${rate.source}, ${rate.date})`);
}

main();
