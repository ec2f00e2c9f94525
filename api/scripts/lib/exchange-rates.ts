// Picks, for each currency GradAtlas offers, the newest rate with its date and
// source, and finds where the sources disagree. Pure functions over rows the
// strict CSV reader returned; derive-exchange-rates.ts reads and writes files.
import { parseCsv, plainNumber } from './csv-rows';

/**
 * The currencies offered: those of the largest groups of international graduate
 * students in the USA and Canada that issue 30 lists, plus CAD. US dollars are
 * the base of every rate, so USD needs no row. `fed` is the Federal Reserve's
 * series name, `wdi` the World Bank country code (null where it has none).
 */
export const OFFERED_CURRENCIES = [
  { currency: 'INR', fed: 'India', wdi: 'IND' },
  { currency: 'CNY', fed: 'China', wdi: 'CHN' },
  { currency: 'NGN', fed: null, wdi: 'NGA' },
  { currency: 'BDT', fed: null, wdi: 'BGD' },
  { currency: 'NPR', fed: null, wdi: 'NPL' },
  { currency: 'PKR', fed: null, wdi: 'PAK' },
  { currency: 'VND', fed: null, wdi: 'VNM' },
  { currency: 'KRW', fed: 'South Korea', wdi: 'KOR' },
  { currency: 'TWD', fed: 'Taiwan', wdi: null },
  { currency: 'IRR', fed: null, wdi: 'IRN' },
  { currency: 'BRL', fed: 'Brazil', wdi: 'BRA' },
  { currency: 'MXN', fed: 'Mexico', wdi: 'MEX' },
  { currency: 'TRY', fed: null, wdi: 'TUR' },
  { currency: 'SAR', fed: null, wdi: 'SAU' },
  { currency: 'EGP', fed: null, wdi: 'EGY' },
  { currency: 'GHS', fed: null, wdi: 'GHA' },
  { currency: 'KES', fed: null, wdi: 'KEN' },
  { currency: 'EUR', fed: 'Euro', wdi: 'EMU' },
  { currency: 'GBP', fed: 'United Kingdom', wdi: 'GBR' },
  { currency: 'JPY', fed: 'Japan', wdi: 'JPN' },
  { currency: 'CAD', fed: 'Canada', wdi: 'CAN' },
] as const;

export type OfferedCurrency = (typeof OFFERED_CURRENCIES)[number];

/** Two sources disagreeing by more than this share in the same period is reported. */
export const CONTRADICTION_SHARE = 0.05;

/**
 * How each source is named on the page, beside the rate's date: in words a
 * student reads, never by a package's name. The snapshots come from a public
 * currency data package that does not say where its rates come from; which
 * package it is belongs to api/docs/data.md and the raw data's SOURCES.md.
 */
export const FED_SOURCE = 'Federal Reserve H.10, monthly average';
export const SNAPSHOT_SOURCE = 'public daily exchange-rate snapshot, sources not documented';

/** One dated figure: units of a currency per US dollar. */
export interface DatedRate {
  date: string;
  unitsPerUsd: number;
}

export interface DerivedRate {
  currency: string;
  name: string;
  unitsPerUsd: number;
  /** "2026-06" for a monthly average, "2026-09-29" for one day's snapshot. */
  date: string;
  source: string;
}

export interface Contradiction {
  currency: string;
  /** The month ("2025-03") or year ("2024") both figures describe. */
  period: string;
  first: { source: string; unitsPerUsd: number };
  second: { source: string; unitsPerUsd: number };
  /** |second - first| / first. */
  share: number;
}

/** A cell of a row the strict reader returned (every header column is present); '' for a missing column. */
const cell = (row: Record<string, string>, column: string): string => row[column] ?? '';

/** Federal Reserve rows (Date, Country, Exchange rate) as dated rates per series, oldest first; blank or non-numeric rates skipped. */
export function readFedSeries(text: string): Map<string, DatedRate[]> {
  const series = new Map<string, DatedRate[]>();
  for (const row of parseCsv(text, 'fed-h10-monthly-units-per-usd.csv')) {
    const unitsPerUsd = plainNumber(row['Exchange rate']);
    if (unitsPerUsd === null || unitsPerUsd <= 0) continue;
    const country = cell(row, 'Country');
    const list = series.get(country) ?? [];
    list.push({ date: cell(row, 'Date'), unitsPerUsd });
    series.set(country, list);
  }
  for (const list of series.values()) list.sort((a, b) => a.date.localeCompare(b.date));
  return series;
}

export interface SnapshotSeries {
  rates: Map<string, DatedRate[]>;
  names: Map<string, string>;
}

/** Snapshot rows (date, npm_version, currency, units_per_usd, currency_name) per currency, oldest first, with each currency's name. */
export function readSnapshots(text: string): SnapshotSeries {
  const rates = new Map<string, DatedRate[]>();
  const names = new Map<string, string>();
  for (const row of parseCsv(text, 'currency-api-usd-snapshots-2024-2026.csv')) {
    const unitsPerUsd = plainNumber(row.units_per_usd);
    if (unitsPerUsd === null || unitsPerUsd <= 0) continue;
    const currency = cell(row, 'currency');
    const list = rates.get(currency) ?? [];
    list.push({ date: cell(row, 'date'), unitsPerUsd });
    rates.set(currency, list);
    if (row.currency_name) names.set(currency, row.currency_name);
  }
  for (const list of rates.values()) list.sort((a, b) => a.date.localeCompare(b.date));
  return { rates, names };
}

/**
 * World Bank WDI annual averages per country code and year. The file opens with
 * four metadata lines before its header ("Country Name", ...), which are not
 * part of the table and are cut off before the strict reader sees it.
 */
export function readWorldBank(text: string): Map<string, Map<string, number>> {
  const start = text.indexOf('"Country Name"');
  if (start < 0) throw new Error('worldbank-wdi file: no "Country Name" header line');
  const byCountry = new Map<string, Map<string, number>>();
  for (const row of parseCsv(text.slice(start), 'worldbank-wdi-PA.NUS.FCRF-annual-lcu-per-usd.csv')) {
    const years = new Map<string, number>();
    for (const [column, cell] of Object.entries(row)) {
      const value = /^\d{4}$/.test(column) ? plainNumber(cell) : null;
      if (value !== null && value > 0) years.set(column, value);
    }
    byCountry.set(cell(row, 'Country Code'), years);
  }
  return byCountry;
}

const month = (date: string) => date.slice(0, 7);
const shareBetween = (first: number, second: number) => Math.abs(second - first) / first;

/** The newest rate: the Federal Reserve's where it has the currency, the newest snapshot otherwise; null when neither has one. */
export function pickRate(offered: OfferedCurrency, fed: Map<string, DatedRate[]>, snapshots: SnapshotSeries): DerivedRate | null {
  const name = snapshots.names.get(offered.currency) ?? offered.currency;
  const fedNewest = offered.fed ? fed.get(offered.fed)?.at(-1) : undefined;
  if (fedNewest) return { currency: offered.currency, name, unitsPerUsd: fedNewest.unitsPerUsd, date: month(fedNewest.date), source: FED_SOURCE };
  const snapshot = snapshots.rates.get(offered.currency)?.at(-1);
  if (!snapshot) return null;
  return { currency: offered.currency, name, unitsPerUsd: snapshot.unitsPerUsd, date: snapshot.date, source: SNAPSHOT_SOURCE };
}

/** Every month where a snapshot and the Federal Reserve's monthly average differ by more than CONTRADICTION_SHARE. */
export function sameMonthContradictions(offered: OfferedCurrency, fed: Map<string, DatedRate[]>, snapshots: SnapshotSeries): Contradiction[] {
  const fedByMonth = new Map((offered.fed ? (fed.get(offered.fed) ?? []) : []).map((rate) => [month(rate.date), rate]));
  return (snapshots.rates.get(offered.currency) ?? []).flatMap((snapshot) => {
    const monthly = fedByMonth.get(month(snapshot.date));
    if (!monthly) return [];
    const share = shareBetween(monthly.unitsPerUsd, snapshot.unitsPerUsd);
    if (share <= CONTRADICTION_SHARE) return [];
    return [
      {
        currency: offered.currency,
        period: month(snapshot.date),
        first: { source: `Federal Reserve ${month(monthly.date)} average`, unitsPerUsd: monthly.unitsPerUsd },
        second: { source: `snapshot of ${snapshot.date}`, unitsPerUsd: snapshot.unitsPerUsd },
        share,
      },
    ];
  });
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The cross-check against the World Bank's official annual average: for each
 * year both have, the mean of the rates the product draws from (the Federal
 * Reserve's months, or the snapshots where it has none) against the annual
 * figure, reported beyond CONTRADICTION_SHARE.
 */
export function annualContradictions(
  offered: OfferedCurrency,
  fed: Map<string, DatedRate[]>,
  snapshots: SnapshotSeries,
  worldBank: Map<string, Map<string, number>>,
): Contradiction[] {
  const annual = offered.wdi ? worldBank.get(offered.wdi) : undefined;
  if (!annual) return [];
  const fedSeries = offered.fed ? fed.get(offered.fed) : undefined;
  const drawn = fedSeries ?? snapshots.rates.get(offered.currency) ?? [];
  const sourceName = fedSeries ? 'mean of the Federal Reserve monthly averages' : 'mean of the snapshots';
  return [...annual.entries()].flatMap(([year, official]) => {
    const inYear = drawn.filter((rate) => rate.date.startsWith(year)).map((rate) => rate.unitsPerUsd);
    if (inYear.length === 0) return [];
    const ours = mean(inYear);
    const share = shareBetween(official, ours);
    if (share <= CONTRADICTION_SHARE) return [];
    return [{ currency: offered.currency, period: year, first: { source: 'World Bank WDI annual average', unitsPerUsd: official }, second: { source: sourceName, unitsPerUsd: ours }, share }];
  });
}

/**
 * Where one series moves by more than `share` from one snapshot to the next: not
 * a contradiction between sources, but a figure a reader should know changed
 * regime (IRR's official rate giving way to a market one, for example).
 */
export function seriesBreaks(currency: string, series: DatedRate[], share = 0.5): Contradiction[] {
  return series.slice(1).flatMap((rate, index) => {
    const before = series[index];
    if (!before) return [];
    const moved = shareBetween(before.unitsPerUsd, rate.unitsPerUsd);
    if (moved <= share) return [];
    return [{ currency, period: `${before.date} to ${rate.date}`, first: { source: `snapshot of ${before.date}`, unitsPerUsd: before.unitsPerUsd }, second: { source: `snapshot of ${rate.date}`, unitsPerUsd: rate.unitsPerUsd }, share: moved }];
  });
}

/** "TWD 2025-05: Federal Reserve 2025-05 average 30.2214 vs snapshot of 2025-05-01 32.0782 (6.1 % apart)". */
export function describeContradiction(found: Contradiction): string {
  const percent = (found.share * 100).toFixed(1);
  const figure = (value: number) => Number(value.toPrecision(6));
  return `${found.currency} ${found.period}: ${found.first.source} ${figure(found.first.unitsPerUsd)} vs ${found.second.source} ${figure(found.second.unitsPerUsd)} (${percent} % apart)`;
}
