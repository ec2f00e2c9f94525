import { useEffect, useState } from 'react';
import { afterNextPaint } from '@gradatlas/shared/after-next-paint';
import { apiClient } from '@gradatlas/shared/api';
import { readExchangeRates } from '@gradatlas/shared/domain/converted-cost';
import { useCurrencyStore, useIsLoggedIn } from '@gradatlas/shared/session';
import { adoptAccountCurrency, rememberCurrency, saveAccountCurrency } from './currency-account';
import { rememberedCurrency } from './currency-picker';
import type { FieldInteraction } from '@gradatlas/shared/contracts/field-data-limits';

let ratesOnTheirWay = false;

/** Asks for the rates unless they are here or on their way; after a failure (costs then stay in US$ or CA$ only), the next call asks again. */
export function loadRates(): void {
  if (ratesOnTheirWay || useCurrencyStore.getState().rates) return;
  ratesOnTheirWay = true;
  apiClient
    .get('/api/public/exchange-rates')
    .then((response) => useCurrencyStore.setState({ rates: readExchangeRates(response.data) }), () => undefined)
    .finally(() => {
      ratesOnTheirWay = false;
    });
}

/**
 * The working currency picker (see currency-picker.tsx for when it loads).
 * Only currencies with a rate are offered; until the rates arrive it holds US$
 * and the remembered choice. `autoFocus` when it replaces a placeholder that
 * had the keyboard's focus.
 */
export default function LiveCurrencyPicker({ autoFocus }: { autoFocus: boolean }) {
  const { currency, rates } = useCurrencyStore();
  const loggedIn = useIsLoggedIn();
  // The code just picked, shown by the list at once while the page's costs wait for the next frame.
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    useCurrencyStore.setState({ currency: rememberedCurrency() ?? 'USD' });
    loadRates();
  }, []);
  useEffect(() => {
    if (loggedIn) void adoptAccountCurrency();
  }, [loggedIn]);

  const choose = (code: string) => {
    setPicked(code);
    rememberCurrency(code);
    if (loggedIn) void saveAccountCurrency(code);
    // Every cost on the page is redrawn in the new currency once the list's
    // own change has painted: the keystroke answers at once (issue 50; drawn
    // in the same task, a first choice took 120-350 ms on a mid-tier phone).
    void afterNextPaint().then(() => {
      useCurrencyStore.setState({ currency: code });
      setPicked((now) => (now === code ? null : now));
    });
  };
  const codes = ['USD', ...(rates ? rates.map((rate) => rate.currency) : currency === 'USD' ? [] : [currency])];
  return (
    <select
      data-interaction={'currency' satisfies FieldInteraction}
      aria-label="Currency"
      autoFocus={autoFocus} value={picked ?? (codes.includes(currency) ? currency : 'USD')}
      onChange={(event) => choose(event.target.value)}
      onFocus={loadRates}
    >
      {codes.map((code) => (
        <option key={code} value={code}>
          {code === 'USD' ? 'US$' : code}
        </option>
      ))}
    </select>
  );
}
