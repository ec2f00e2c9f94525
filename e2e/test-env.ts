import { existsSync } from 'node:fs';
import { localRuntimeConfig, testExtraPort, testPorts } from '@gradatlas/shared/build/site-addresses';
import { portShift } from '@gradatlas/shared/build/site-config';

// Addresses of the site the browser tests run against: the real production
// builds, served as in `npm start`, on ports of their own (site-addresses.cjs
// says where) so a developer's running site does not collide with the tests.
// E2E_PORT_SHIFT moves every port by the same amount, so two checkouts can run
// their suites side by side.
const SHIFT = portShift();

export const TEST_PORTS = testPorts(SHIFT);

/** Ten more ports for tests that serve a second host or a moved remote: extraPort(0) … extraPort(9). */
export const extraPort = (index: number) => testExtraPort(index, SHIFT);

export const SITE_URL = `http://localhost:${TEST_PORTS.host}`;
export const API_URL = `http://localhost:${TEST_PORTS.api}`;
export const COUNSELING_URL = 'https://counseling.gradatlas.test/book';

export function testRuntimeConfig(overrides: { remotes?: Record<string, string> } = {}) {
  const local = localRuntimeConfig(TEST_PORTS);
  return {
    ...local,
    // Addresses of their own, so a test that finds them knows they came from this file.
    counselingUrl: COUNSELING_URL,
    contactEmail: 'hello@gradatlas.test',
    remotes: { ...local.remotes, ...overrides.remotes },
  };
}

/** Debian's Chromium, or CHROME_PATH. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}
