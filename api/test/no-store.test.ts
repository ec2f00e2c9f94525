import { databaseTargets } from './helpers/databases';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 49 (info): answers that carry tokens or a student's own data must not
 * be kept by a browser or proxy cache, errors included.
 */
describe.each(databaseTargets())('Cache-Control on private answers on $name', (target) => {
  let t: TestApp;
  let session: { accessToken: string; refreshToken: string };

  beforeAll(async () => {
    t = await createTestApp(target, { rateLimits: { signInPerMinute: 3 } });
    session = await t.signIn();
  });
  afterAll(() => t.close());

  const cacheControl = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { headers?: Record<string, string>; payload?: Record<string, unknown> } = {}) => {
    const response = await t.app.inject({ method, url, ...options });
    return `${response.statusCode} ${String(response.headers['cache-control'])}`;
  };

  it('is no-store on sign-in, refresh, logout and every /api/me answer, errors included', async () => {
    const auth = bearer(session.accessToken);
    const answers = {
      signInRefused: await cacheControl('POST', '/api/auth/verify-google-token', { payload: { token: 'a.b.c' } }),
      signInInvalid: await cacheControl('POST', '/api/auth/verify-google-token', { payload: {} }),
      signInLimited: await cacheControl('POST', '/api/auth/verify-google-token', { payload: { token: 'a.b.c' } }),
      verify: await cacheControl('GET', '/api/auth/verify', { headers: auth }),
      shortlist: await cacheControl('GET', '/api/me/shortlist', { headers: auth }),
      shortlistAdd: await cacheControl('PUT', '/api/me/shortlist/stanford-university', { headers: auth }),
      shortlistGuest: await cacheControl('GET', '/api/me/shortlist'),
      currency: await cacheControl('GET', '/api/me/preferences/currency', { headers: auth }),
      meUnknown: await cacheControl('GET', '/api/me/nothing-here', { headers: auth }),
      meBadUrl: await cacheControl('GET', '/api/me/shortlist/%zz', { headers: auth }),
      refreshRefused: await cacheControl('POST', '/api/auth/refresh', { payload: { refreshToken: 'nope' } }),
      logout: await cacheControl('POST', '/api/auth/logout', { payload: { refreshToken: session.refreshToken } }),
    };
    expect(answers).toEqual({
      signInRefused: '401 no-store',
      signInInvalid: '400 no-store',
      signInLimited: '429 no-store',
      verify: '200 no-store',
      shortlist: '200 no-store',
      shortlistAdd: '200 no-store',
      shortlistGuest: '401 no-store',
      currency: '200 no-store',
      meUnknown: '404 no-store',
      meBadUrl: '400 no-store',
      refreshRefused: '401 no-store',
      logout: '200 no-store',
    });
  });

  it('is no-store on a successful sign-in and refresh too, and not on the public lists', async () => {
    const fresh = await createTestApp(target);
    try {
      const token = await fresh.keys.signIdToken();
      const signIn = await fresh.app.inject({ method: 'POST', url: '/api/auth/verify-google-token', payload: { token } });
      expect(`${signIn.statusCode} ${String(signIn.headers['cache-control'])}`).toBe('200 no-store');
      const refresh = await fresh.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: signIn.json().refreshToken } });
      expect(`${refresh.statusCode} ${String(refresh.headers['cache-control'])}`).toBe('200 no-store');
      const list = await fresh.app.inject({ url: '/api/public/universities' });
      expect(list.headers['cache-control']).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });
});
