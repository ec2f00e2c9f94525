import { databaseTargets } from './helpers/databases';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 49 (low): the development sign-in listens on loopback only, but a
 * local reverse proxy would still forward anyone's request to it. It hands
 * out a token only to a request made directly on this machine.
 */
describe.each(databaseTargets())('the development sign-in on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { DEV_IDENTITY: 'true', GOOGLE_CLIENT_ID: '' } });
  });
  afterAll(() => t.close());

  const ask = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/dev-identity/id-token', headers, remoteAddress });

  it.each([
    ['localhost:4000', '127.0.0.1'],
    ['127.0.0.1:4000', '127.0.0.1'],
    ['[::1]:4000', '::1'],
    ['localhost', '::ffff:127.0.0.1'],
  ])('gives a token to a request for %s from %s', async (host, remoteAddress) => {
    const response = await ask({ host }, remoteAddress);
    expect(response.statusCode).toBe(200);
    expect(typeof response.json().idToken).toBe('string');
  });

  it.each([
    ['a public Host (a local reverse proxy)', { host: 'gradatlas.example' }, '127.0.0.1'],
    ['X-Forwarded-For', { host: 'localhost:4000', 'x-forwarded-for': '203.0.113.9' }, '127.0.0.1'],
    ['Forwarded', { host: 'localhost:4000', forwarded: 'for=203.0.113.9' }, '127.0.0.1'],
    ['X-Real-IP', { host: 'localhost:4000', 'x-real-ip': '203.0.113.9' }, '127.0.0.1'],
    ['a host that only starts like localhost', { host: 'localhost.gradatlas.example' }, '127.0.0.1'],
    ['another machine', { host: 'localhost:4000' }, '203.0.113.9'],
  ])('gives no token to a request with %s', async (_name, headers, remoteAddress) => {
    const response = await ask(headers, remoteAddress);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'The development sign-in answers only requests made directly on this machine, not through a proxy' });
    expect(response.body).not.toContain('idToken');
  });
});
