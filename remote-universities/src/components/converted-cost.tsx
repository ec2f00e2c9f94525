import { useId, useState } from 'react';
import { formatMoney, formatUsdTotal, type Currency } from '@gradatlas/shared/domain';
import { convertAmount, describeRate, formatApproximate, formatRateDate, isOldRate } from '@gradatlas/shared/domain/converted-cost';
import { useCurrencyStore } from '@gradatlas/shared/session';
import './converted-cost.css';

interface ConvertedCostProps {
  /** The published amount, in `from`; null when missing. */
  amount: number | null;
  from: Currency;
  /** What the amount is and from when, for the note (a row's label already says it, a total does not). */
  basis?: string;
  /** The time a rate's age is measured against (tests); now by default. */
  now?: number;
}

/**
 * The amount in the currency chosen in the header, written "about", placed
 * after the published figure (which stays). Its rate, the rate's date and
 * source are behind a button, one tap or key press away; a rate older than
 * about two months has its date beside the amount too. Renders nothing in
 * US$, without a rate, or while the rates are on their way (the host's header
 * asks for them): the published figure is then all there is, as before.
 */
export function ConvertedCost({ amount, from, basis, now = Date.now() }: ConvertedCostProps) {
  const currency = useCurrencyStore((state) => state.currency);
  const rates = useCurrencyStore((state) => state.rates);
  const [open, setOpen] = useState(false);
  const noteId = useId();
  const converted = rates && convertAmount(amount, from, currency, rates);
  if (!converted || amount === null) return null;
  const text = formatApproximate(converted);
  const published = from === 'USD' ? formatUsdTotal(amount, true) : formatMoney(amount, from);
  const oldDates = converted.rates.filter((rate) => isOldRate(rate, now)).map((rate) => formatRateDate(rate.date));
  return (
    <span className="converted-cost" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <span className="converted-cost__amount">{text}</span>
      {oldDates.length > 0 && (
        <span className="converted-cost__date">
          {' '}
          ({oldDates.length > 1 ? 'rates' : 'rate'} of {oldDates.join(' and ')})
        </span>
      )}
      <button type="button" className="converted-cost__toggle" aria-expanded={open} aria-controls={noteId} onClick={() => setOpen(!open)}>
        rate<span className="visually-hidden"> and source of {text}</span>
      </button>
      <span id={noteId} className="converted-cost__note" hidden={!open}>
        {published} converted at {converted.rates.map(describeRate).join(' and ')}. {basis}
      </span>
    </span>
  );
}
