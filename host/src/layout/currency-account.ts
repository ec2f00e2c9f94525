import { apiClient } from '@gradatlas/shared/api';
import { useCurrencyStore } from '@gradatlas/shared/session';
import { CURRENCY_STORAGE_KEY } from './currency-picker';

// Where the chosen currency is kept: in this browser, and for a signed-in
// student in the account too, so it follows them to any browser they sign in
// on (GET/PUT /api/me/preferences/currency). Part of the working picker's chunk.

const PREFERENCE = '/api/me/preferences/currency';

/** Keeps the choice in this browser (read back by currency-picker.tsx). */
export function rememberCurrency(currency: string): void {
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Blocked storage: the choice lasts this page only.
  }
}

/** Best effort: the browser keeps the choice even when the account cannot. */
export function saveAccountCurrency(currency: string): Promise<void> {
  return apiClient.put(PREFERENCE, { currency }).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * At sign-in the account's choice wins; an account without one takes the
 * choice this browser made before. An account that cannot be reached leaves
 * this browser's choice as it is.
 */
export async function adoptAccountCurrency(): Promise<void> {
  let saved: unknown;
  try {
    saved = (await apiClient.get<{ currency?: unknown }>(PREFERENCE)).data.currency;
  } catch {
    return;
  }
  const { currency } = useCurrencyStore.getState();
  if (typeof saved === 'string' && /^[A-Z]{3}$/.test(saved)) {
    useCurrencyStore.setState({ currency: saved });
    rememberCurrency(saved);
  } else if (currency !== 'USD') {
    await saveAccountCurrency(currency);
  }
}
