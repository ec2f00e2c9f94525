import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdleAfterLoad } from '../reporting/start-field-reporting';
import type { FieldInteraction } from '@gradatlas/shared/contracts/field-data-limits';

// The header is on the home page, whose JavaScript has a 160 KiB budget (e2e/
// js-budget.spec.ts) with a few bytes to spare: the working picker (rates,
// the choice kept in the browser and the account) is a chunk of its own. It
// loads when the pointer comes over the list or the list takes the focus, and,
// when the page is idle after loading, for anyone whose costs it changes: a
// signed-in student, or a browser that chose a currency before.
const LiveCurrencyPicker = lazy(() => import('./live-currency-picker'));

/** Where this browser keeps the chosen currency. Not per user: signing out keeps it (it says nothing about the student). */
export const CURRENCY_STORAGE_KEY = 'gradatlas.currency';

/** The code this browser chose; null when it chose none (US$) or storage is blocked. */
export function rememberedCurrency(): string | null {
  try {
    return window.localStorage.getItem(CURRENCY_STORAGE_KEY);
  } catch {
    return null;
  }
}

// Numbers rather than names: every byte here is on the home page.
const WAITING = 0;
const LIVE = 1;
const FOCUSED = 2;

/** The currency yearly costs are shown in: US$ until the working picker has loaded. The header passes whether someone is signed in. */
export function CurrencyPicker({ loggedIn }: { loggedIn: boolean }) {
  const [live, setLive] = useState(WAITING);
  const wake = () => setLive((now) => now || LIVE);
  useEffect(() => {
    if (loggedIn || rememberedCurrency()) whenIdleAfterLoad(wake);
  }, [loggedIn]);
  if (live === WAITING) {
    return (
      <select data-interaction={'currency' satisfies FieldInteraction} aria-label="Currency" onFocus={() => setLive(FOCUSED)} onPointerEnter={wake}>
        <option>US$</option>
      </select>
    );
  }
  // No fallback: the chunk is small and follows a hover, a focus or an idle page; the bar keeps its place meanwhile.
  return (
    <Suspense>
      <LiveCurrencyPicker autoFocus={live === FOCUSED} />
    </Suspense>
  );
}
