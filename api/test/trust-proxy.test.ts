import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 31: TRUST_PROXY=true let every client write its own address into
 * X-Forwarded-For, and so escape every per-client limit. Only the load
 * balancers' addresses or CIDR ranges are accepted now.
 */
describe('TRUST_PROXY configuration', () => {
  it.each(['true', 'TRUE', '1', 'yes', '10.0.0.1,true'])('refuses %s with a clear start-up error', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY=true would trust X-Forwarded-For from every client.*addresses or CIDR ranges/);
  });

  it.each(['10.0.0.0/33', 'loopback', '10.0.0.1/x', '300.1.1.1', 'fd00::/129'])('refuses %s, which is no address or range', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY must list IP addresses or CIDR ranges, got "${value}"`);
  });

  it('accepts addresses and CIDR ranges of both families', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8,::1' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', '::1']);
  });

  it.each([undefined, '', 'false', '0'])('trusts no proxy for %s', (value) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
  });
});

describe('per-client limits behind a trusted load balancer', () => {
  const BALANCER = '10.0.0.5';
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ name: 'sqlite' }, { env: { TRUST_PROXY: '10.0.0.0/24' }, rateLimits: { signInPerMinute: 2 } });
  });
  afterAll(() => t?.close());

  const attempt = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-google-token',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { token: 'not.a.token' },
    });

  it('counts a client that is not a balancer by its own address, whatever X-Forwarded-For it writes', async () => {
    const statuses = [];
    for (const spoofed of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) statuses.push((await attempt('198.51.100.9', spoofed)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('counts each client behind the balancer by the address the balancer forwards', async () => {
    const first = [(await attempt(BALANCER, '192.0.2.1')).statusCode, (await attempt(BALANCER, '192.0.2.1')).statusCode, (await attempt(BALANCER, '192.0.2.1')).statusCode];
    expect(first).toEqual([401, 401, 429]);
    expect((await attempt(BALANCER, '192.0.2.2')).statusCode).toBe(401);
  });
});
