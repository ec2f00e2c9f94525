// Amounts carry the currency their source gives. Canadian figures (2022) are
// also given in US dollars at one dated, cited rate, so the tuition filter,
// the categories and comparisons work in one currency. The derive script
// (api/scripts) and the web apps read the rate from here.

export type Currency = 'USD' | 'CAD';

/** Bank of Canada, annual average exchange rate 2022: 1 US$ = CA$1.3013. */
export const CAD_PER_USD = 1.3013;

/** The rate with its date and source, shown wherever a US$ equivalent of a CA$ amount is. */
export const EXCHANGE_RATE_NOTE = 'US$ at the Bank of Canada 2022 annual average rate, US$1 = CA$1.3013';

/** An amount in whole US dollars: as is for USD, at the 2022 annual average rate for CAD. */
export function toUsd(amount: number | null, currency: Currency): number | null {
  if (amount === null) return null;
  return currency === 'USD' ? amount : Math.round(amount / CAD_PER_USD);
}
