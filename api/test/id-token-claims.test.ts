import { databaseTargets } from './helpers/databases';
import { TEST_GOOGLE_CLIENT_ID } from './helpers/identity-keys';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 49 (info): Google's ID tokens live one hour. A validly signed token
 * meant to live longer (a ten-year exp) is refused, and a token for several
 * audiences needs an azp naming us (OpenID Connect Core 3.1.3.7).
 */
describe.each(databaseTargets())('ID token lifetime and audiences on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const signInStatus = async (token: Promise<string>) =>
    (await t.app.inject({ method: 'POST', url: '/api/auth/verify-google-token', payload: { token: await token } })).statusCode;

  it('accepts Google’s hour and refuses any longer lifetime', async () => {
    expect(await signInStatus(t.keys.signIdToken({ expiresIn: '1h' }))).toBe(200);
    expect(await signInStatus(t.keys.signIdToken({ expiresIn: '10y' }))).toBe(401);
    expect(await signInStatus(t.keys.signIdToken({ expiresIn: '2h' }))).toBe(401);
    // Issued two hours ago, valid half an hour more: two and a half hours in all.
    expect(await signInStatus(t.keys.signIdToken({ issuedAt: nowSeconds() - 7200, expiresIn: nowSeconds() + 1800 }))).toBe(401);
    // Issued in the future (a clock far off, or a forged iat) with an hour from then: ends too far from now.
    expect(await signInStatus(t.keys.signIdToken({ issuedAt: nowSeconds() + 36_000, expiresIn: nowSeconds() + 39_600 }))).toBe(401);
  });

  it('needs azp to be our client id when the token names several audiences', async () => {
    const audiences = [TEST_GOOGLE_CLIENT_ID, 'another-client.apps.googleusercontent.com'];
    expect(await signInStatus(t.keys.signIdToken({ audience: audiences }))).toBe(401);
    expect(await signInStatus(t.keys.signIdToken({ audience: audiences, claims: { azp: 'another-client.apps.googleusercontent.com' } }))).toBe(401);
    expect(await signInStatus(t.keys.signIdToken({ audience: audiences, claims: { azp: TEST_GOOGLE_CLIENT_ID } }))).toBe(200);
    // One audience, ours: azp is not needed (Google sets it to the client that asked).
    expect(await signInStatus(t.keys.signIdToken({ audience: [TEST_GOOGLE_CLIENT_ID] }))).toBe(200);
  });
});
