import { generateKeyPairSync } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { databaseTargets } from './helpers/databases';
import { TEST_GOOGLE_CLIENT_ID, unsignedToken } from './helpers/identity-keys';

const SIGN_IN_URL = '/api/auth/verify-google-token';
const SIGN_IN_FAILED = 'Google login failed: the sign-in credential could not be verified. Please try again.';

/** The same token with its payload swapped for another one (the signature no longer matches). */
function withPayload(token: string, payload: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  return `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
}

describe.each(databaseTargets())('sign-in and access tokens on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const signInWith = (token: string) => t.app.inject({ method: 'POST', url: SIGN_IN_URL, payload: { token } });

  describe('POST /api/auth/verify-google-token', () => {
    it('answers success, the user and both tokens for a valid ID token', async () => {
      const response = await signInWith(await t.keys.signIdToken({ subject: 'sub-success', claims: { name: 'Ada Lovelace', email: 'ada@example.org', picture: 'https://example.org/ada.png' } }));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['accessToken', 'refreshToken', 'success', 'user']);
      expect(body).toEqual({
        success: true,
        user: { id: expect.any(String), name: 'Ada Lovelace', email: 'ada@example.org', picture: 'https://example.org/ada.png' },
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
      });
      expect(body.refreshToken.length).toBeGreaterThanOrEqual(43);
    });

    it('creates the user once per subject and updates the name on a later sign-in', async () => {
      const first = (await signInWith(await t.keys.signIdToken({ subject: 'sub-update', claims: { name: 'Old Name' } }))).json();
      const second = (await signInWith(await t.keys.signIdToken({ subject: 'sub-update', claims: { name: 'New Name', email: 'new@example.org' } }))).json();
      expect(second.user.id).toBe(first.user.id);
      expect(second.user).toEqual({ id: first.user.id, name: 'New Name', email: 'new@example.org' });
      // The stored user changed too, as seen through the first session's access token.
      const current = await t.app.inject({ url: '/api/auth/verify', headers: bearer(first.accessToken) });
      expect(current.json()).toEqual({ success: true, user: { id: first.user.id, name: 'New Name', email: 'new@example.org' } });

      const other = (await signInWith(await t.keys.signIdToken({ subject: 'sub-update-other' }))).json();
      expect(other.user.id).not.toBe(first.user.id);
    });

    it.each([
      ['by its jti', { subject: 'sub-replay-jti' }],
      ['by its hash when it has no jti', { subject: 'sub-replay-hash', jti: null }],
    ] as const)('refuses an ID token already used, recognised %s', async (_how, overrides) => {
      const token = await t.keys.signIdToken(overrides);
      expect((await signInWith(token)).statusCode).toBe(200);
      const replayed = await signInWith(token);
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json()).toEqual({ success: false, message: SIGN_IN_FAILED });
      // A new token of the same account still signs in.
      expect((await signInWith(await t.keys.signIdToken({ subject: overrides.subject }))).statusCode).toBe(200);
    });

    it('accepts the issuer without https as Google does', async () => {
      const response = await signInWith(await t.keys.signIdToken({ subject: 'sub-bare-issuer', issuer: 'accounts.google.com' }));
      expect(response.statusCode).toBe(200);
    });

    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const nowSeconds = () => Math.floor(Date.now() / 1000);

    it.each<[string, (t: TestApp) => Promise<string>]>([
      ['signed with another key', (app) => app.keys.signIdToken({ key: otherKey })],
      [
        'unsigned (alg none)',
        async () => unsignedToken({ iss: 'https://accounts.google.com', aud: TEST_GOOGLE_CLIENT_ID, sub: 'google-subject-1', iat: nowSeconds(), exp: nowSeconds() + 300 }),
      ],
      ['from another issuer', (app) => app.keys.signIdToken({ issuer: 'https://evil.example.org' })],
      ['for another audience', (app) => app.keys.signIdToken({ audience: 'someone-else.apps.googleusercontent.com' })],
      ['expired beyond the 30 s tolerance', (app) => app.keys.signIdToken({ expiresIn: nowSeconds() - 120 })],
      ['typed at+jwt though signed by the Google key', (app) => app.keys.signIdToken({ typ: 'at+jwt' })],
      ['typed application/at+jwt', (app) => app.keys.signIdToken({ typ: 'application/at+jwt' })],
      ['our own access token', async (app) => (await app.signIn('sub-access-as-id')).accessToken],
      ['tampered after signing', async (app) => withPayload(await app.keys.signIdToken(), decodeJwt(await app.keys.signIdToken({ subject: 'someone-else' })))],
      ['malformed', async () => 'not-a-jwt'],
      ['three parts of garbage', async () => 'abc.def.ghi'],
    ])('refuses an ID token %s with 401', async (_label, makeToken) => {
      const response = await signInWith(await makeToken(t));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: SIGN_IN_FAILED });
    });

    it('still accepts a token expired within the 30 s clock tolerance', async () => {
      const response = await signInWith(await t.keys.signIdToken({ subject: 'sub-tolerance', expiresIn: nowSeconds() - 5 }));
      expect(response.statusCode).toBe(200);
    });

    it.each([
      ['no token', {}],
      ['an empty token', { token: '' }],
      ['a token that is not text', { token: { value: 'abc' } }],
    ])('answers a body with %s with 400', async (_label, payload) => {
      const response = await t.app.inject({ method: 'POST', url: SIGN_IN_URL, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: expect.stringContaining('token') });
    });

    it('names the missing token in the 400 message', async () => {
      const response = await t.app.inject({ method: 'POST', url: SIGN_IN_URL, payload: {} });
      expect(response.json()).toEqual({ success: false, message: 'token is required' });
    });
  });

  describe('GET /api/auth/verify', () => {
    let session: Awaited<ReturnType<TestApp['signIn']>>;
    beforeAll(async () => {
      session = await t.signIn('sub-verify');
    });

    it('answers the signed-in user for a valid access token', async () => {
      const response = await t.app.inject({ url: '/api/auth/verify', headers: bearer(session.accessToken) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, user: session.user });
      expect(session.user).toEqual({ id: expect.any(String), name: 'Test Student', email: 'test.student@example.org' });
    });

    it('refuses a request without a token', async () => {
      const response = await t.app.inject({ url: '/api/auth/verify' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Authentication required' });
    });

    it('refuses a header that is not a bearer token', async () => {
      const response = await t.app.inject({ url: '/api/auth/verify', headers: { authorization: `Basic ${session.accessToken}` } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Authentication required' });
    });

    it('refuses a tampered access token', async () => {
      const claims = decodeJwt(session.accessToken);
      const tampered = withPayload(session.accessToken, { ...claims, sub: 'another-user', exp: (claims.exp as number) + 3600 });
      const response = await t.app.inject({ url: '/api/auth/verify', headers: bearer(tampered) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Invalid access token' });
    });

    it('refuses an ID token in place of an access token', async () => {
      const response = await t.app.inject({ url: '/api/auth/verify', headers: bearer(await t.keys.signIdToken({ subject: 'sub-verify' })) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Invalid access token' });
    });

    it('refuses an unsigned token', async () => {
      const claims = decodeJwt(session.accessToken);
      const unsigned = unsignedToken(claims).replace(/^[^.]+/, Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url'));
      const response = await t.app.inject({ url: '/api/auth/verify', headers: bearer(unsigned) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Invalid access token' });
    });
  });

  describe('access token shape', () => {
    it('is an at+jwt of our issuer and audience for the user, valid 15 minutes', async () => {
      const { accessToken, user } = await t.signIn('sub-shape');
      const header = decodeProtectedHeader(accessToken);
      expect(header.typ).toBe('at+jwt');
      expect(header.alg).toBe('EdDSA');
      expect(header.kid).toEqual(expect.any(String));
      const claims = decodeJwt(accessToken);
      expect(claims.iss).toBe('urn:gradatlas:api');
      expect(claims.aud).toBe('urn:gradatlas:web');
      expect(claims.sub).toBe(user.id);
      expect(claims.jti).toEqual(expect.any(String));
      expect((claims.exp as number) - (claims.iat as number)).toBe(900);
      expect(Math.abs((claims.iat as number) - Date.now() / 1000)).toBeLessThan(30);
    });
  });
});

describe.each(databaseTargets())('sign-in rate limit on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target, { rateLimits: { signInPerMinute: 2 } });
  });
  afterAll(() => t.close());

  it('answers the third attempt in a minute with 429 JSON and Retry-After', async () => {
    // A fresh ID token each time: a used one is refused anyway (replay).
    const attempt = async () => t.app.inject({ method: 'POST', url: SIGN_IN_URL, payload: { token: await t.keys.signIdToken() } });
    expect((await attempt()).statusCode).toBe(200);
    expect((await attempt()).statusCode).toBe(200);
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(third.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(third.json()).toEqual({ success: false, message: expect.stringContaining('Too many requests') });
  });
});
