import fs from 'node:fs';
import path from 'node:path';
import {
  annualContradictions,
  OFFERED_CURRENCIES,
  pickRate,
  readFedSeries,
  readSnapshots,
  readWorldBank,
  sameMonthContradictions,
  seriesBreaks,
} from '../scripts/lib/exchange-rates';
import { DEFAULT_RAW_DATA_DIR } from '../scripts/lib/raw-data-dir';

const FED = ['Date,Country,Exchange rate', '2025-05-01,India,85.00', '2025-06-01,India,86.00', '2025-06-01,Taiwan,30.00', '2025-07-01,India,'].join('\n');
const SNAPSHOTS = [
  'date,npm_version,currency,units_per_usd,currency_name',
  '2025-05-02,2025.5.2,INR,85.5,Indian Rupee',
  '2025-06-01,2025.6.1,INR,91.0,Indian Rupee',
  '2025-06-01,2025.6.1,TWD,31.4,Taiwan New Dollar',
  '2025-06-01,2025.6.1,NGN,1500,Nigerian Naira',
  '2025-09-29,2025.9.29,NGN,1400,Nigerian Naira',
].join('\n');
const WORLD_BANK = [
  '"Data Source","World Development Indicators",',
  '',
  '"Last Updated Date","2025-07-01",',
  '',
  '"Country Name","Country Code","Indicator Name","Indicator Code","2024","2025",',
  '"India","IND","Official exchange rate (LCU per US$, period average)","PA.NUS.FCRF","83.7","85.2",',
  '"Nigeria","NGA","Official exchange rate (LCU per US$, period average)","PA.NUS.FCRF","1479","",',
].join('\n');

const offered = (code: string) => OFFERED_CURRENCIES.find((entry) => entry.currency === code)!;

describe('deriving the rates from the raw files', () => {
  const fed = readFedSeries(FED);
  const snapshots = readSnapshots(SNAPSHOTS);
  const worldBank = readWorldBank(WORLD_BANK);

  it('takes the Federal Reserve’s newest monthly average where it has the currency, even when a snapshot is newer; a blank month is skipped', () => {
    expect(pickRate(offered('INR'), fed, snapshots)).toEqual({
      currency: 'INR',
      name: 'Indian Rupee',
      unitsPerUsd: 86,
      date: '2025-06',
      source: 'Federal Reserve H.10, monthly average',
    });
  });

  it('takes the newest snapshot where the Federal Reserve has no series, and offers nothing without either', () => {
    expect(pickRate(offered('NGN'), fed, snapshots)).toMatchObject({ currency: 'NGN', name: 'Nigerian Naira', unitsPerUsd: 1400, date: '2025-09-29' });
    expect(pickRate(offered('BDT'), fed, snapshots)).toBeNull();
  });

  it('reports a same-month disagreement over 5 % and not one under it', () => {
    // INR June: 86 vs 91 is 5.8 % apart; May: 85 vs 85.5 is 0.6 %. TWD June: 30 vs 31.4 is 4.7 %.
    const found = sameMonthContradictions(offered('INR'), fed, snapshots);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ currency: 'INR', period: '2025-06', first: { unitsPerUsd: 86 }, second: { unitsPerUsd: 91 } });
    expect(found[0]?.share).toBeCloseTo(0.0581, 3);
    expect(sameMonthContradictions(offered('TWD'), fed, snapshots)).toEqual([]);
  });

  it('cross-checks against the World Bank annual average, skipping its metadata lines and empty years', () => {
    expect(readWorldBank(WORLD_BANK).get('IND')).toEqual(new Map([['2024', 83.7], ['2025', 85.2]]));
    // INR 2025: mean of 85 and 86 is 85.5, 0.4 % from 85.2: no report. NGN 2025 has no World Bank figure.
    expect(annualContradictions(offered('INR'), fed, snapshots, worldBank)).toEqual([]);
    const far = readWorldBank(WORLD_BANK.replace('"85.2"', '"70"'));
    expect(annualContradictions(offered('INR'), fed, snapshots, far)).toEqual([expect.objectContaining({ currency: 'INR', period: '2025' })]);
  });

  it('points out a series that jumps between two snapshots', () => {
    expect(seriesBreaks('IRR', [{ date: '2026-01-01', unitsPerUsd: 42000 }, { date: '2026-09-29', unitsPerUsd: 1375000 }])).toHaveLength(1);
    expect(seriesBreaks('NGN', snapshots.rates.get('NGN')!)).toEqual([]);
  });

  it('refuses a malformed raw file instead of reading shifted columns', () => {
    expect(() => readFedSeries('Date,Country,Exchange rate\n2025-05-01,India,85,extra')).toThrow('fed-h10-monthly-units-per-usd.csv');
  });
});

// The raw data live beside the repository (GRADATLAS_DATA_DIR, by default ../shared/data), not in it: without them the test shows as skipped.
const RAW_FX = path.join(process.env.GRADATLAS_DATA_DIR?.trim() || DEFAULT_RAW_DATA_DIR, 'fx');
const withRawData = fs.existsSync(RAW_FX) ? it : it.skip;

describe('the committed api/data/exchange-rates.json', () => {
  withRawData('is what the script derives from the raw files today', () => {
    const dataDir = RAW_FX;
    const read = (file: string) => fs.readFileSync(path.join(dataDir, file), 'utf8');
    const fed = readFedSeries(read('fed-h10-monthly-units-per-usd.csv'));
    const snapshots = readSnapshots(read('currency-api-usd-snapshots-2024-2026.csv'));
    const derived = OFFERED_CURRENCIES.map((entry) => pickRate(entry, fed, snapshots)).filter(Boolean);
    const committed = JSON.parse(fs.readFileSync(path.join(__dirname, '../data/exchange-rates.json'), 'utf8')) as { rates: unknown[] };
    expect(committed.rates).toEqual(derived);
  });
});
