import http from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { HELMET_OPTIONS } from '../src/plugins/security';
import { createTestApp, type TestApp } from './helpers/test-app';
import { sendRaw } from './helpers/raw-http';

/**
 * The API computes helmet's headers once at start (plugins/security.ts). These
 * tests hold them equal to what helmet itself writes, on a plain node:http
 * server running helmet's middleware per request with the same options, on
 * every kind of answer: a route, a 404, a refused body, a router error, a
 * refused token and a request Node's own parser refuses.
 */
async function helmetsOwnHeaders(): Promise<Record<string, string>> {
  const applyHelmet = helmet(HELMET_OPTIONS);
  const server = http.createServer((request, response) => {
    applyHelmet(request, response, () => response.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const plain = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    return Object.fromEntries([...answer.headers].filter(([name]) => !plain.has(name)));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

function securityPart(headers: Record<string, unknown>, names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, headers[name]]));
}

describe('security headers', () => {
  let t: TestApp;
  let expected: Record<string, string>;
  let names: string[];

  beforeAll(async () => {
    expected = await helmetsOwnHeaders();
    names = Object.keys(expected);
    t = await createTestApp({ name: 'sqlite' });
  });
  afterAll(() => t?.close());

  it('are what helmet sends, a dozen of them, CSP and nosniff among them', () => {
    expect(names.length).toBeGreaterThanOrEqual(10);
    expect(expected['content-security-policy']).toContain("default-src 'none'");
    expect(expected['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['a route', 'GET', '/api/health', 200],
    ['an unknown route', 'GET', '/api/nothing-here', 404],
    ['a refused query', 'GET', '/api/public/universities?page=0', 400],
    ['a malformed %-escape (router error)', 'GET', '/api/blogs/%E0%A4%A', 400],
    ['a missing token', 'GET', '/api/auth/verify', 401],
    ['a refused preflight', 'OPTIONS', '/api/health', 204],
  ] as const)('equal helmet’s own on %s', async (_label, method, url, status) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expect(securityPart(response.headers, names)).toEqual(expected);
  });

  it('equal helmet’s own on what the HTTP parser refuses', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await sendRaw(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(securityPart(answer.headers, names)).toEqual(expected);
  });
});
