import { randomBytes } from 'node:crypto';
import { databaseTargets } from './helpers/databases';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 49 (low): one subscriber holds a whole IPv6 /64, so every limit counts
 * an IPv6 client by its /64 (and an IPv4 client by its address). Addresses
 * from the documentation ranges (RFC 3849, RFC 5737).
 */
const SAME_64 = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff:ffff:ffff:fffe'];
const NEXT_64 = '2001:db8:1:3::1';

describe.each(databaseTargets())('per-client limits on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { rateLimits: { signInPerMinute: 2, fieldDataRowsPerDay: 2 } });
  });
  afterAll(() => t.close());

  const signIn = (remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-google-token', payload: { token: 'a.b.c' }, remoteAddress });
  const beacon = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      remoteAddress,
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:3000' },
      payload: JSON.stringify({ metrics: [{ id: randomBytes(16).toString('hex'), name: 'LCP', value: 1000, route: '/' }], errors: [] }),
    });

  it('gives the addresses of one IPv6 /64 one sign-in budget, and the next /64 its own', async () => {
    const statuses = [];
    for (const address of SAME_64) statuses.push((await signIn(address)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
    expect((await signIn(NEXT_64)).statusCode).toBe(401);
  });

  it('counts IPv4 clients by their address, an IPv4-mapped IPv6 address as the same client', async () => {
    expect((await signIn('198.51.100.1')).statusCode).toBe(401);
    expect((await signIn('::ffff:198.51.100.1')).statusCode).toBe(401);
    expect((await signIn('198.51.100.1')).statusCode).toBe(429);
    expect((await signIn('198.51.100.2')).statusCode).toBe(401);
  });

  it('gives one /64 one day’s budget of field-data rows', async () => {
    const statuses = [];
    for (const address of SAME_64) statuses.push((await beacon(address)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await beacon(NEXT_64)).statusCode).toBe(200);
  });
});
