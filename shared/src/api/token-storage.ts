// The session lives in localStorage because the specification asks for it (a
// known, accepted risk recorded in the README). Every read and write goes
// through here so the keys are spelt once.

export const STORAGE_KEYS = {
  user: 'user',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
} as const;

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be full or blocked (private mode); the session then lasts the page.
  }
}

export const getAccessToken = (): string | null => read(STORAGE_KEYS.accessToken);
export const getRefreshToken = (): string | null => read(STORAGE_KEYS.refreshToken);

export function storeTokens(accessToken: string, refreshToken?: string | null): void {
  write(STORAGE_KEYS.accessToken, accessToken);
  if (refreshToken) write(STORAGE_KEYS.refreshToken, refreshToken);
}

export function clearTokens(): void {
  write(STORAGE_KEYS.accessToken, null);
  write(STORAGE_KEYS.refreshToken, null);
}

export function readStoredUser<T>(): T | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function storeUser(user: unknown | null): void {
  write(STORAGE_KEYS.user, user === null ? null : JSON.stringify(user));
}

/** Seconds until a JWT's `exp`, or null when the token cannot be read. */
export function secondsUntilExpiry(token: string, nowMs = Date.now()): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp - nowMs / 1000 : null;
  } catch {
    return null;
  }
}
