import { create } from 'zustand';
import type { ExchangeRate } from '../contracts/exchange-rates';
import { apiClient, RefreshUnavailableError, refreshTokens, setAuthFailureHandler } from '@gradatlas/shared/api';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  readStoredUser,
  secondsUntilExpiry,
  storeTokens,
  storeUser,
  STORAGE_KEYS,
} from '../api/token-storage';
import { TOKEN_CHECK_INTERVAL_MS, TOKEN_REFRESH_THRESHOLD_S } from '../domain/constants';
import { PLACEHOLDER_USER, type SessionStatus, type SessionUser } from './session-types';
import { clearAllUserData } from './user-storage';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** SPEC section 4 Session: decide the starting state from what is stored. */
  initialize: () => Promise<void>;
  /** Sets a signed-in user, storing the tokens when both are present. */
  signIn: (user: SessionUser, accessToken?: string, refreshToken?: string) => void;
  /** /auth-success: only tokens are known, so a placeholder user stands in. */
  acceptTokens: (accessToken: string, refreshToken?: string | null) => void;
  logout: () => void;
}

let expiryTimer: ReturnType<typeof setInterval> | null = null;

function stopExpiryChecks(): void {
  if (expiryTimer !== null) clearInterval(expiryTimer);
  expiryTimer = null;
}

async function checkExpiry(): Promise<void> {
  const token = getAccessToken();
  const remaining = token ? secondsUntilExpiry(token) : null;
  if (remaining !== null && remaining >= TOKEN_REFRESH_THRESHOLD_S) return;
  try {
    await refreshTokens();
  } catch (error) {
    // Offline or a server error: keep the session and try again at the next check.
    if (!(error instanceof RefreshUnavailableError)) useSessionStore.getState().logout();
  }
}

function startExpiryChecks(): void {
  stopExpiryChecks();
  void checkExpiry();
  expiryTimer = setInterval(() => void checkExpiry(), TOKEN_CHECK_INTERVAL_MS);
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  status: 'loading',
  user: null,

  initialize: async () => {
    const accessToken = getAccessToken();
    const refreshToken = getRefreshToken();
    if (!accessToken && !refreshToken) {
      storeUser(null);
      set({ status: 'guest', user: null });
      return;
    }
    const storedUser = readStoredUser<SessionUser>();
    if (storedUser) {
      set({ status: 'authenticated', user: storedUser });
      startExpiryChecks();
      return;
    }
    try {
      await refreshTokens();
      get().signIn(PLACEHOLDER_USER);
    } catch (error) {
      // Unreachable is not refused: the tokens stay, and the student stays signed in.
      if (error instanceof RefreshUnavailableError) get().signIn(PLACEHOLDER_USER);
      else get().logout();
    }
  },

  signIn: (user, accessToken, refreshToken) => {
    if (accessToken && refreshToken) storeTokens(accessToken, refreshToken);
    storeUser(user);
    set({ status: 'authenticated', user });
    startExpiryChecks();
  },

  acceptTokens: (accessToken, refreshToken) => {
    storeTokens(accessToken, refreshToken ?? null);
    get().signIn(PLACEHOLDER_USER);
  },

  logout: () => {
    const refreshToken = getRefreshToken();
    stopExpiryChecks();
    clearTokens();
    storeUser(null);
    clearAllUserData();
    set({ status: 'guest', user: null });
    if (refreshToken) {
      // Revoke server-side too, so a copied refresh token stops working. Best effort.
      apiClient.post('/api/auth/logout', { refreshToken }, { skipAuthRefresh: true }).catch(() => undefined);
    }
  },
}));

/** SPEC section 4 Request failure: a failed refresh logs out and goes to /login. */
setAuthFailureHandler(() => {
  useSessionStore.getState().logout();
  window.location.assign('/login');
});

/** Another tab that logs out (tokens removed) logs this tab out too. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.accessToken && event.newValue === null && !getRefreshToken()) {
      if (useSessionStore.getState().status === 'authenticated') {
        stopExpiryChecks();
        storeUser(null);
        clearAllUserData();
        useSessionStore.setState({ status: 'guest', user: null });
      }
    }
  });
}

export const selectIsLoggedIn = (state: SessionState): boolean => state.status === 'authenticated';

export interface CurrencyState {
  /** An ISO 4217 code; USD until the student chooses. */
  currency: string;
  /** The rates of every other offered currency, checked; absent until they arrive (or when they could not be loaded). */
  rates?: ExchangeRate[];
}

/**
 * The currency the student reads yearly costs in, and the rates: chosen in the
 * host's header, read by every page that shows a cost, whichever remote drew
 * it. Only state lives here (in this file, not a module of its own: the home
 * page's JavaScript budget counts every module's wrapper); the host's header
 * fills it and remembers the choice (host/src/layout/currency-picker.tsx).
 */
export const useCurrencyStore = create<CurrencyState>()(() => ({ currency: 'USD' }));
