import type { ReactNode } from 'react';
import { formatMoney, formatUsdTotal, type Currency, type University } from '@gradatlas/shared/domain';
import { approximateAmount, convertAmount, describeRate, formatApproximate, ratesOnPage, type ExchangeRate } from '@gradatlas/shared/domain/converted-cost';
import { useCurrencyStore } from '@gradatlas/shared/session';
import { amountOf, currencyOf } from '../lib/yearly-cost';
import { costBand } from './cost-band';
import { EstimatedValue } from './estimated-value';
import './amount-in-your-currency.css';

// Amounts in the currency chosen in the header, for screens that show many of
// them (the explorer's cards, compare): each amount is "about" the converted
// figure with the published one under it, and the rates are named once for
// the page (RatesUsed), not behind a button on every figure.

interface AmountInYourCurrencyProps {
  /** The published amount, in `from`; null when missing. */
  amount: number | null;
  from: Currency;
  /** The published figure as shown when nothing is converted (US$, no rate yet, nothing to convert). */
  children: ReactNode;
  /** Marks the converted figure as the published one is marked (an estimate's "(est.)"). */
  mark?: (text: string) => ReactNode;
}

const unmarked = (text: string): ReactNode => text;

/** "about ₹49,80,000", then "(published: $52,456)"; the published figure alone when nothing is converted. */
export function AmountInYourCurrency({ amount, from, children, mark = unmarked }: AmountInYourCurrencyProps) {
  const currency = useCurrencyStore((state) => state.currency);
  const rates = useCurrencyStore((state) => state.rates);
  const converted = rates && convertAmount(amount, from, currency, rates);
  if (!converted || amount === null) return <>{children}</>;
  return (
    <span className="in-your-currency">
      <span className="in-your-currency__amount">{mark(formatApproximate(converted))}</span>
      <span className="in-your-currency__published">(published: {formatMoney(amount, from)})</span>
    </span>
  );
}

type CostField = 'tuitionFees' | 'livingExpenses';

/** A record's tuition or living cost, marked when estimated, in the student's currency when one is chosen. */
export function CostInYourCurrency({ university, field, published }: { university: University; field: CostField; published: string }) {
  const mark = (text: string) => (
    <EstimatedValue university={university} field={field}>
      {text}
    </EstimatedValue>
  );
  return (
    <AmountInYourCurrency amount={amountOf(university[field])} from={currencyOf(university)} mark={mark}>
      {mark(published)}
    </AmountInYourCurrency>
  );
}

/** A US$ amount written in the student's currency, for a label: "₹23,70,000"; null when it cannot be converted. */
export function approximateUsd(usd: number, currency: string, rates: readonly ExchangeRate[]): string | null {
  const converted = convertAmount(usd, 'USD', currency, rates);
  return converted && approximateAmount(converted);
}

/** "about ₹47,50,000 (US$50,000)": a US$ threshold in the student's currency, the US$ figure beside it. */
export function usdThreshold(usd: number, currency: string, rates: readonly ExchangeRate[]): string {
  const converted = approximateUsd(usd, currency, rates);
  const published = formatUsdTotal(usd, true);
  return converted ? `about ${converted} (${published})` : published;
}

/** What a cost band means, its US$ cutoffs written in the student's currency too: "Tuition above about ₹47,50,000 (US$50,000) a year". */
export function CostBandMeaning({ university }: { university: Pick<University, 'category' | 'tuitionFees'> }) {
  const currency = useCurrencyStore((state) => state.currency);
  const rates = useCurrencyStore((state) => state.rates);
  return <>{costBand(university, rates && ((usd) => usdThreshold(usd, currency, rates))).meaning}</>;
}

/**
 * The rates the page's converted amounts were made with, named once, with
 * source and date in plain sight: the currency's, and CA$'s when a CA$ figure
 * is on the page (`withCad`). Nothing when nothing is converted.
 */
export function RatesUsed({ withCad }: { withCad: boolean }) {
  const currency = useCurrencyStore((state) => state.currency);
  const rates = useCurrencyStore((state) => state.rates);
  const used = rates ? ratesOnPage(currency, rates, withCad ? ['CAD'] : []) : [];
  const [target] = used;
  if (!target) return null;
  return (
    <p className="rates-used">
      Costs in {target.name} are estimates, converted at {used.map(describeRate).join(' and ')}. Each shows the published figure too.
    </p>
  );
}
