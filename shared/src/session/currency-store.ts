import { create } from 'zustand';
import { apiClient } from '@gradatlas/shared/api';
import { readExchangeRates, type ExchangeRate } from '@gradatlas/shared/domain';
import { selectIsLoggedIn, useSessionStore } from './session-store';

// The currency the student reads yearly costs in: chosen in the host's header,
// read by every page that shows a cost, whichever remote drew it. Kept in this
// browser (not per user: signing out keeps it) and, when signed in, in the
// account, so it follows the student to another browser.

const STORAGE_KEY = 'gradatlas.currency';
const PREFERENCE = '/api/me/preferences/currency';

interface CurrencyState {
  /** An ISO 4217 code; USD until the student chooses. */
  currency: string;
  /** The rates of every other offered currency; null until they arrive (or when they could not be loaded). */
  rates: ExchangeRate[] | null;
  /** Asks for the rates unless they are here or on their way; after a failure, the next call asks again. */
  loadRates: () => void;
  choose: (currency: string) => void;
  /**
   * Called at sign-in (by the host's header): the account's choice wins; an
   * account without one takes the choice this browser made before sign-in.
   */
  adoptAccountChoice: () => Promise<void>;
}

function remember(currency: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, currency);
  } catch {
    // Blocked storage: the choice lasts this page only.
  }
}

function remembered(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? 'USD';
  } catch {
    return 'USD'; // no storage (the build's static shell, blocked storage)
  }
}

let ratesOnTheirWay = false;

export const useCurrencyStore = create<CurrencyState>()((set, get) => ({
  currency: remembered(),
  rates: null,
  loadRates: () => {
    if (get().rates || ratesOnTheirWay) return;
    ratesOnTheirWay = true;
    apiClient
      .get('/api/public/exchange-rates')
      // Without rates every cost stays in US$ (or CA$) only; nothing else on the page depends on them.
      .then((response) => set({ rates: readExchangeRates(response.data) }), () => undefined)
      .finally(() => {
        ratesOnTheirWay = false;
      });
  },
  choose: (currency) => {
    set({ currency });
    remember(currency);
    // Best effort: the browser keeps the choice even when the account cannot.
    if (selectIsLoggedIn(useSessionStore.getState())) apiClient.put(PREFERENCE, { currency }).catch(() => undefined);
  },
  adoptAccountChoice: () =>
    apiClient.get<{ currency?: unknown }>(PREFERENCE).then(
      ({ data }) => {
        const saved = typeof data.currency === 'string' && /^[A-Z]{3}$/.test(data.currency) ? data.currency : null;
        const { currency } = get();
        if (saved && saved !== currency) {
          set({ currency: saved });
          remember(saved);
        } else if (!saved && currency !== 'USD') {
          apiClient.put(PREFERENCE, { currency }).catch(() => undefined);
        }
      },
      () => undefined, // the account cannot be reached: this browser's choice stands
    ),
}));
