import type { LightMyRequestResponse } from 'fastify';

/**
 * Asserts an error answer is ours: `{ success: false, message }` as JSON, with
 * our security headers, and without Fastify's own fields or the request URL.
 */
export function expectOurError(response: LightMyRequestResponse, status?: number): void {
  if (status !== undefined) expect(response.statusCode).toBe(status);
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(body).toMatchObject({ success: false, message: expect.any(String) });
  expect(body).not.toHaveProperty('code');
  expect(body).not.toHaveProperty('error');
  expectOurHeaders(response);
}

export function expectOurHeaders(response: LightMyRequestResponse): void {
  expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}
