import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient, setAuthFailureHandler } from './client';
import { answerWith, restoreApi, answerThrough } from './fake-api';
import { getAccessToken, getRefreshToken, storeTokens } from './token-storage';

type RequestConfig = InternalAxiosRequestConfig;
type Handler = (config: RequestConfig) => Promise<AxiosResponse>;

const ok = (config: RequestConfig, data: unknown) => answerWith(config, { status: 200, data });
// answerWith throws the client's HTTP error for an error status, as the real transport does.
const fail = (config: RequestConfig, status: number) => answerWith(config, { status, data: { success: false, message: 'no' } });

const bearerOf = (config: RequestConfig) => config.headers.Authorization;
const bodyOf = (config: RequestConfig): unknown => (typeof config.data === 'string' ? JSON.parse(config.data) : config.data);

/**
 * A fake server: /api/auth/refresh rotates tokens (or fails), every other path
 * answers 200 only to the current access token and 401 (or `deny`) otherwise.
 */
function fakeServer(options: { refreshFails?: boolean; refreshAnswer?: number | 'offline'; deny?: number } = {}) {
  let current = 'access-new';
  const refreshCalls: unknown[] = [];
  const seen: { url?: string; auth: unknown }[] = [];
  const handler: Handler = async (config) => {
    seen.push({ url: config.url, auth: bearerOf(config) });
    if (config.url === '/api/auth/refresh') {
      refreshCalls.push(bodyOf(config));
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (options.refreshFails) return fail(config, 401);
      if (options.refreshAnswer === 'offline') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      if (options.refreshAnswer) return fail(config, options.refreshAnswer);
      current = `access-${refreshCalls.length}`;
      return ok(config, { accessToken: current, refreshToken: `refresh-${refreshCalls.length}` });
    }
    if (bearerOf(config) === `Bearer ${current}` && refreshCalls.length > 0) return ok(config, { path: config.url });
    return fail(config, options.deny ?? 401);
  };
  answerThrough(jest.fn(handler));
  return { refreshCalls, seen };
}

afterEach(restoreApi);

describe('the API client', () => {
  const onAuthFailure = jest.fn();
  beforeEach(() => {
    onAuthFailure.mockReset();
    setAuthFailureHandler(onAuthFailure);
  });

  it('uses the configured base URL, JSON, credentials and a 30 s timeout', async () => {
    let captured: RequestConfig | undefined;
    answerThrough(jest.fn(async (config: RequestConfig) => {
      captured = config;
      return ok(config, {});
    }));
    await apiClient.get('/api/health');
    expect(captured?.baseURL).toBe('http://localhost:4000');
    expect(captured?.timeout).toBe(30_000);
    expect(captured?.withCredentials).toBe(true);
  });

  it('sends a body as JSON', async () => {
    const seen: { type: unknown; body: unknown }[] = [];
    answerThrough(jest.fn(async (config: RequestConfig) => {
      seen.push({ type: config.headers['Content-Type'], body: config.data });
      return ok(config, {});
    }));
    await apiClient.post('/api/contact/submit', { name: 'Asha' });
    expect(seen).toEqual([{ type: 'application/json', body: '{"name":"Asha"}' }]);
  });

  it('sends a bearer header only when a token is stored', async () => {
    const auths: unknown[] = [];
    answerThrough(jest.fn(async (config: RequestConfig) => {
      auths.push(bearerOf(config));
      return ok(config, {});
    }));
    await apiClient.get('/api/public/universities');
    storeTokens('stored-access', 'stored-refresh');
    await apiClient.get('/api/universities');
    expect(auths).toEqual([undefined, 'Bearer stored-access']);
  });

  it.each([401, 403])('refreshes once on a %i, stores the new tokens and retries the request with them', async (status) => {
    storeTokens('access-old', 'refresh-old');
    const server = fakeServer({ deny: status });
    const { data } = await apiClient.get('/api/universities');
    expect(data).toEqual({ path: '/api/universities' });
    expect(server.refreshCalls).toEqual([{ refreshToken: 'refresh-old' }]);
    expect(getAccessToken()).toBe('access-1');
    expect(getRefreshToken()).toBe('refresh-1');
    expect(server.seen.filter((call) => call.url === '/api/universities').map((call) => call.auth)).toEqual([
      'Bearer access-old',
      'Bearer access-1',
    ]);
  });

  it('lets concurrent failures share one refresh', async () => {
    storeTokens('access-old', 'refresh-old');
    const server = fakeServer();
    const answers = await Promise.all(['/api/a', '/api/b', '/api/c'].map((url) => apiClient.get<{ path: string }>(url)));
    expect(answers.map((answer) => answer.data.path)).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(server.refreshCalls).toHaveLength(1);
  });

  it('clears the tokens and reports the failure when the refresh is refused', async () => {
    storeTokens('access-old', 'refresh-old');
    window.localStorage.setItem('user', JSON.stringify({ id: 'u1' }));
    const server = fakeServer({ refreshFails: true });
    await expect(apiClient.get('/api/universities')).rejects.toThrow('Refresh failed');
    expect(server.refreshCalls).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['offline', 'offline' as const],
    ['a 503', 503],
  ])('keeps the session when the refresh could not reach a verdict (%s): the request fails with its own error', async (_label, refreshAnswer) => {
    storeTokens('access-old', 'refresh-old');
    const server = fakeServer({ refreshAnswer });
    await expect(apiClient.get('/api/universities')).rejects.toMatchObject({ response: { status: 401 } });
    expect(server.refreshCalls).toHaveLength(1);
    expect(getAccessToken()).toBe('access-old');
    expect(getRefreshToken()).toBe('refresh-old');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it.each([400, 401, 403])('signs out when the server refuses the refresh with a %i', async (refreshAnswer) => {
    storeTokens('access-old', 'refresh-old');
    fakeServer({ refreshAnswer });
    await expect(apiClient.get('/api/universities')).rejects.toThrow('Refresh failed');
    expect(getRefreshToken()).toBeNull();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('reports a missing refresh token without calling the server', async () => {
    const server = fakeServer();
    await expect(apiClient.get('/api/universities')).rejects.toThrow('No refresh token available');
    expect(server.refreshCalls).toHaveLength(0);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for a call marked skipAuthRefresh (sign-in itself)', async () => {
    storeTokens('access-old', 'refresh-old');
    const server = fakeServer();
    await expect(apiClient.post('/api/auth/verify-google-token', { token: 'x' }, { skipAuthRefresh: true })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(server.refreshCalls).toHaveLength(0);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 after a refresh is passed on', async () => {
    storeTokens('access-old', 'refresh-old');
    const refreshCalls: unknown[] = [];
    answerThrough(jest.fn(async (config: RequestConfig) => {
      if (config.url === '/api/auth/refresh') {
        refreshCalls.push(bodyOf(config));
        return ok(config, { accessToken: 'access-1', refreshToken: 'refresh-1' });
      }
      return fail(config, 401);
    }));
    await expect(apiClient.get('/api/universities')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshCalls).toHaveLength(1);
  });
});

describe('refresh across tabs (Web Locks)', () => {
  const realLocks = Object.getOwnPropertyDescriptor(navigator, 'locks');
  afterEach(() => {
    if (realLocks) Object.defineProperty(navigator, 'locks', realLocks);
    else delete (navigator as { locks?: unknown }).locks;
  });

  it('reuses tokens another tab stored while this tab waited for the lock', async () => {
    storeTokens('access-old', 'refresh-old');
    const request = jest.fn(async (_name: string, callback: () => Promise<unknown>) => {
      // While this tab waited, the other tab refreshed and stored its new pair.
      storeTokens('access-other-tab', 'refresh-other-tab');
      return callback();
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    const server = fakeServer();
    const calls: unknown[] = [];
    answerThrough(jest.fn(async (config: RequestConfig) => {
      calls.push([config.url, bearerOf(config)]);
      if (config.url === '/api/auth/refresh') return ok(config, { accessToken: 'never', refreshToken: 'never' });
      if (bearerOf(config) === 'Bearer access-other-tab') return ok(config, { path: config.url });
      return fail(config, 401);
    }));
    const { data } = await apiClient.get('/api/universities');
    expect(data).toEqual({ path: '/api/universities' });
    expect(request).toHaveBeenCalledWith('gradatlas-token-refresh', expect.any(Function));
    expect(calls.filter((call) => (call as string[])[0] === '/api/auth/refresh')).toHaveLength(0);
    expect(server.refreshCalls).toHaveLength(0);
    expect(getRefreshToken()).toBe('refresh-other-tab');
  });
});
