import fs from 'node:fs';
import { Value } from '@sinclair/typebox/value';
import { ExchangeRate } from '@gradatlas/shared/contracts';

/**
 * Reads the rates api/scripts/derive-exchange-rates.ts wrote. No file means no
 * rates (costs are then shown in US$ only); a file whose rates do not match the
 * wire contract, or name a currency twice, stops the start instead of serving
 * a rate the page would multiply by.
 */
export function readExchangeRates(file: string): ExchangeRate[] | null {
  if (!fs.existsSync(file)) return null;
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { rates?: unknown };
  if (!Array.isArray(raw.rates)) throw new Error(`${file}: expected { rates: [...] }`);
  const seen = new Set<string>();
  return raw.rates.map((rate: unknown, index) => {
    if (!Value.Check(ExchangeRate, rate)) throw new Error(`${file}: rate ${index} does not match ExchangeRate`);
    if (seen.has(rate.currency)) throw new Error(`${file}: ${rate.currency} is listed twice`);
    seen.add(rate.currency);
    return rate;
  });
}
