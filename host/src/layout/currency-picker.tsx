import { useEffect } from 'react';
import { useCurrencyStore, useIsLoggedIn } from '@gradatlas/shared/session';
import { whenIdleAfterLoad } from '../app/when-idle-after-load';

/**
 * The currency yearly costs are shown in, beside US$ (or CA$). Only currencies
 * with a rate are offered; until the rates arrive (asked for when the page is
 * idle after loading, or as soon as the student reaches for the list), the
 * list holds US$ and the current choice.
 */
export function CurrencyPicker() {
  const { currency, rates, loadRates, choose, adoptAccountChoice } = useCurrencyStore();
  const loggedIn = useIsLoggedIn();
  useEffect(() => whenIdleAfterLoad(loadRates), [loadRates]);
  // The header is on every page, so this is where a sign-in brings the account's choice.
  useEffect(() => {
    if (loggedIn) void adoptAccountChoice();
  }, [loggedIn, adoptAccountChoice]);
  const codes = rates ? ['USD', ...rates.map((rate) => rate.currency)] : [...new Set(['USD', currency])];
  return (
    <label className="currency-picker">
      <span className="visually-hidden">Currency</span>
      <select value={codes.includes(currency) ? currency : 'USD'} onChange={(event) => choose(event.target.value)} onFocus={loadRates} onPointerEnter={loadRates}>
        {codes.map((code) => (
          <option key={code} value={code} title={rates?.find((rate) => rate.currency === code)?.name}>
            {code === 'USD' ? 'US$' : code}
          </option>
        ))}
      </select>
    </label>
  );
}
