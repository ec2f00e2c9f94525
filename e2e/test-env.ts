import { existsSync } from 'node:fs';

// Addresses of the site the browser tests run against: the real production
// builds, served as in `npm start`, on ports of their own so a developer's
// running site does not collide with the tests. E2E_PORT_SHIFT moves every
// port by the same amount, so two checkouts can run their suites side by side.
const SHIFT = Number(process.env.E2E_PORT_SHIFT ?? 0) || 0;

export const TEST_PORTS = {
  host: 3100 + SHIFT,
  'remote-universities': 3101 + SHIFT,
  'remote-chances': 3102 + SHIFT,
  'remote-content': 3103 + SHIFT,
  api: 4100 + SHIFT,
} as const;

/** Ten more ports for tests that serve a second host or a moved remote: extraPort(0) … extraPort(9). */
export const extraPort = (index: number) => 3110 + SHIFT + index;

export const SITE_URL = `http://localhost:${TEST_PORTS.host}`;
export const API_URL = `http://localhost:${TEST_PORTS.api}`;
export const COUNSELING_URL = 'https://counseling.gradatlas.test/book';

export function testRuntimeConfig(overrides: { remotes?: Record<string, string> } = {}) {
  return {
    apiUrl: API_URL,
    googleClientId: '',
    counselingUrl: COUNSELING_URL,
    contactEmail: 'hello@gradatlas.test',
    remotes: {
      universities: `http://localhost:${TEST_PORTS['remote-universities']}/mf-manifest.json`,
      chances: `http://localhost:${TEST_PORTS['remote-chances']}/mf-manifest.json`,
      content: `http://localhost:${TEST_PORTS['remote-content']}/mf-manifest.json`,
      ...overrides.remotes,
    },
  };
}

/** Debian's Chromium, or CHROME_PATH. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}
