// Amounts carry the currency their source gives. Canadian figures (2022) are
// also given in US dollars at one dated, cited rate, so the tuition filter,
// the categories and comparisons work in one currency. The derive script
// (api/scripts) and the web apps read the rate from here.

import { formatMoney, NOT_AVAILABLE, type Currency } from './display-format';
import type { University } from './university';

/** Bank of Canada, annual average exchange rate 2022: 1 US$ = CA$1.3013. */
export const CAD_PER_USD = 1.3013;

/** The rate with its date and source, shown wherever a US$ equivalent of a CA$ amount is. */
export const EXCHANGE_RATE_NOTE = 'US$ at the Bank of Canada 2022 annual average rate, US$1 = CA$1.3013';

/** An amount in whole US dollars: as is for USD, at the 2022 annual average rate for CAD. */
export function toUsd(amount: number | null, currency: Currency): number | null {
  if (amount === null) return null;
  return currency === 'USD' ? amount : Math.round(amount / CAD_PER_USD);
}

type AmountField = 'tuitionFees' | 'livingExpenses' | 'livingExpensesOneYear';
const USD_FIELD: Record<AmountField, 'tuitionFeesUsd' | 'livingExpensesUsd'> = {
  tuitionFees: 'tuitionFeesUsd',
  livingExpenses: 'livingExpensesUsd',
  livingExpensesOneYear: 'livingExpensesUsd',
};

type AmountRecord = Pick<University, AmountField | 'tuitionFeesUsd' | 'livingExpensesUsd' | 'currency'>;

const isCad = (university: Pick<University, 'currency'>) => university.currency === 'CAD';

/** The amount in US dollars: its US$ equivalent for a CA$ record, the amount itself otherwise; null when missing. */
export function usdAmount(university: AmountRecord, field: AmountField): number | null {
  const usd = university[USD_FIELD[field]];
  if (typeof usd === 'number') return usd;
  const own = university[field];
  return !isCad(university) && typeof own === 'number' ? own : null;
}

/**
 * An amount as shown: "$52,456" in US dollars; "CA$27,520 (≈ US$21,148)" for a
 * Canadian amount, so no "$" is ever read as the wrong dollar. The rate and its
 * date are in EXCHANGE_RATE_NOTE, shown once where such amounts appear.
 */
export function formatAmount(university: AmountRecord, field: AmountField): string {
  const value = university[field];
  if (!isCad(university)) return formatMoney(value);
  const own = formatMoney(value, 'CAD');
  const usd = usdAmount(university, field);
  return own === NOT_AVAILABLE || usd === null ? own : `${own} (≈ US${formatMoney(usd)})`;
}

/** A sum of US$ amounts, written "US$…" when a CA$ figure went into it, so it is not taken for its CA$ figure. */
export function formatUsdTotal(total: number, convertedFromCad: boolean): string {
  return convertedFromCad ? `US${formatMoney(total)}` : formatMoney(total);
}
