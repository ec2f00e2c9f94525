import { fakeApi, OFFLINE, ok, type FakeAnswer } from '@gradatlas/shared/api-testing';
import { getAccessToken, getRefreshToken } from '../api/token-storage';
import { useSessionStore } from './session-store';
import { PLACEHOLDER_USER } from './session-types';

const initialState = useSessionStore.getState();
const USER = { id: 'u1', name: 'Ada', email: 'ada@example.org' };

/** An access token whose payload expires `seconds` from now (only `exp` is read). */
function tokenExpiringIn(seconds: number): string {
  const payload = Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds })).toString('base64url');
  return `header.${payload}.signature`;
}

/**
 * Records every call; /api/auth/refresh answers with a fresh 15-minute token,
 * or refuses it (true: a 401), or answers `refresh` as given (offline, a 503).
 */
function fakeServer(refresh: boolean | FakeAnswer | typeof OFFLINE = false) {
  let refreshes = 0;
  const api = fakeApi({
    '/api/auth/refresh': () => {
      refreshes += 1;
      if (refresh === true) return { status: 401, data: {} };
      if (refresh) return refresh;
      return ok({ accessToken: tokenExpiringIn(900), refreshToken: `refresh-${refreshes}` });
    },
    '/api/auth/logout': () => ok({ success: true }),
  });
  return {
    get calls() {
      return api.calls.map(({ url, body }) => ({ url, body }));
    },
    refreshes: () => refreshes,
  };
}

function store(values: { user?: unknown; accessToken?: string; refreshToken?: string }) {
  if (values.user) window.localStorage.setItem('user', JSON.stringify(values.user));
  if (values.accessToken) window.localStorage.setItem('accessToken', values.accessToken);
  if (values.refreshToken) window.localStorage.setItem('refreshToken', values.refreshToken);
}

describe('the session store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useSessionStore.getState().logout(); // stops any expiry timer left by a previous test
    useSessionStore.setState(initialState, true);
    window.localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('starts in the loading state', () => {
    expect(useSessionStore.getState()).toMatchObject({ status: 'loading', user: null });
  });

  it('becomes a guest when nothing is stored', async () => {
    fakeServer();
    await useSessionStore.getState().initialize();
    expect(useSessionStore.getState()).toMatchObject({ status: 'guest', user: null });
  });

  it('restores a stored user with tokens', async () => {
    const server = fakeServer();
    store({ user: USER, accessToken: tokenExpiringIn(900), refreshToken: 'r0' });
    await useSessionStore.getState().initialize();
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: USER });
    expect(server.refreshes()).toBe(0);
  });

  it('refreshes when only tokens are stored and signs in the placeholder user', async () => {
    const server = fakeServer();
    store({ accessToken: tokenExpiringIn(900), refreshToken: 'r0' });
    await useSessionStore.getState().initialize();
    expect(server.calls[0]).toEqual({ url: '/api/auth/refresh', body: { refreshToken: 'r0' } });
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: PLACEHOLDER_USER });
  });

  it('becomes a guest with nothing stored when that refresh fails', async () => {
    fakeServer(true);
    store({ accessToken: tokenExpiringIn(900), refreshToken: 'r0' });
    await useSessionStore.getState().initialize();
    expect(useSessionStore.getState().status).toBe('guest');
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('signIn stores the user and both tokens', () => {
    fakeServer();
    useSessionStore.getState().signIn(USER, tokenExpiringIn(900), 'r1');
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: USER });
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(USER);
    expect(getRefreshToken()).toBe('r1');
  });

  it('acceptTokens (after /auth-success) signs in the placeholder user', () => {
    fakeServer();
    useSessionStore.getState().acceptTokens(tokenExpiringIn(900), 'r2');
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: PLACEHOLDER_USER });
    expect(getRefreshToken()).toBe('r2');
  });

  it('logout clears the user and both tokens and revokes the refresh token on the server', async () => {
    const server = fakeServer();
    useSessionStore.getState().signIn(USER, tokenExpiringIn(900), 'r1');
    useSessionStore.getState().logout();
    expect(useSessionStore.getState()).toMatchObject({ status: 'guest', user: null });
    expect(['user', 'accessToken', 'refreshToken'].map((key) => window.localStorage.getItem(key))).toEqual([null, null, null]);
    await jest.runOnlyPendingTimersAsync();
    expect(server.calls).toContainEqual({ url: '/api/auth/logout', body: { refreshToken: 'r1' } });
  });

  it('logs out locally even when the server cannot be reached', async () => {
    fakeApi({ '/api/auth/logout': () => OFFLINE });
    useSessionStore.getState().signIn(USER, tokenExpiringIn(900), 'r1');
    expect(() => useSessionStore.getState().logout()).not.toThrow();
    await jest.runOnlyPendingTimersAsync();
    expect(useSessionStore.getState().status).toBe('guest');
  });

  it('checks expiry at once and refreshes when under 300 s remain', async () => {
    const server = fakeServer();
    useSessionStore.getState().signIn(USER, tokenExpiringIn(299), 'r1');
    await jest.advanceTimersByTimeAsync(10); // the immediate check and the fake server's answer
    expect(server.refreshes()).toBe(1);
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it('does not refresh while 300 s or more remain, and checks again every 120 s', async () => {
    const server = fakeServer();
    useSessionStore.getState().signIn(USER, tokenExpiringIn(400), 'r1');
    await jest.advanceTimersByTimeAsync(10); // immediate check: 400 s left
    expect(server.refreshes()).toBe(0);
    await jest.advanceTimersByTimeAsync(119_800); // just before the first interval check
    expect(server.refreshes()).toBe(0);
    await jest.advanceTimersByTimeAsync(300); // the 120 s check sees 280 s left
    expect(server.refreshes()).toBe(1);
  });

  it('logs out when the token has expired and the refresh fails', async () => {
    fakeServer(true);
    useSessionStore.getState().signIn(USER, tokenExpiringIn(-10), 'r1');
    await jest.advanceTimersByTimeAsync(10);
    expect(useSessionStore.getState()).toMatchObject({ status: 'guest', user: null });
  });

  it.each([
    ['offline', OFFLINE],
    ['a 503', { status: 503, data: {} }],
  ] as const)('stays signed in, tokens kept, when the refresh cannot reach a verdict (%s)', async (_label, answer) => {
    const server = fakeServer(answer);
    useSessionStore.getState().signIn(USER, tokenExpiringIn(-10), 'r1');
    await jest.advanceTimersByTimeAsync(10);
    expect(server.refreshes()).toBe(1);
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: USER });
    expect(getRefreshToken()).toBe('r1');
  });

  it('follows a logout in another tab', () => {
    fakeServer();
    useSessionStore.getState().signIn(USER, tokenExpiringIn(900), 'r1');
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', oldValue: 'x', newValue: null }));
    expect(useSessionStore.getState()).toMatchObject({ status: 'guest', user: null });
  });
});
