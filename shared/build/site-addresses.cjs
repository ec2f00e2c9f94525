// The site's ports and origins, on a developer's machine and under test, and
// the local values of config.json: the one place they are written. Every part
// reads them from here: the webpack configs and dev servers, the scripts that
// serve a build (scripts/serve-app.ts, start-all.ts), the browser tests
// (e2e/test-env.ts), the API's defaults (api/src/config.ts) and the browser's
// own fallback (shared/src/config/runtime-config.ts).
//
// Plain CommonJS with no imports, so that each of them loads it as it is:
// webpack configs run in plain Node, the browser bundle must not pull in
// Node's modules, and the API bundles it. Reading the environment is
// site-config.cjs's job, beside it (Node only).

/** The four web apps, each served on its own origin. */
const WEB_APPS = Object.freeze(['host', 'remote-universities', 'remote-chances', 'remote-content']);

/** The remotes the host loads, by the name config.json gives them, and the app that serves each. */
const REMOTE_APPS = Object.freeze({ universities: 'remote-universities', chances: 'remote-chances', content: 'remote-content' });

/** Ports of `npm start` and `npm run dev`. */
const LOCAL_PORTS = Object.freeze({ host: 3000, 'remote-universities': 3001, 'remote-chances': 3002, 'remote-content': 3003, api: 4000 });

/** The environment variable that moves each local port. */
const PORT_VARIABLES = Object.freeze({
  host: 'HOST_PORT',
  'remote-universities': 'UNIVERSITIES_PORT',
  'remote-chances': 'CHANCES_PORT',
  'remote-content': 'CONTENT_PORT',
  api: 'API_PORT',
});

/**
 * The browser tests serve their own site 100 ports above the local one, so a
 * developer's running site does not collide with them. E2E_PORT_SHIFT moves
 * every test port by the same amount, so two checkouts run side by side.
 */
const TEST_PORT_OFFSET = 100;
/** Tests that serve a second host or a moved remote take one of ten ports after the test site's own. */
const TEST_EXTRA_PORTS = 10;
/** The benchmarks' shift when none is given: a benchmark never takes the ports of a test run beside it. */
const BENCH_PORT_SHIFT = 700;

const DEFAULT_COUNSELING_URL = 'https://gradatlas.example/book-free-counseling';
const DEFAULT_CONTACT_EMAIL = 'hello@gradatlas.example';

/** The two names a local page is reached under: a browser treats them as different origins. */
function localOrigins(port) {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/** The origins of the four web apps' pages at these ports. */
function webAppOrigins(ports) {
  return WEB_APPS.flatMap((app) => localOrigins(ports[app]));
}

/** The test site's ports, moved by `shift` (E2E_PORT_SHIFT). */
function testPorts(shift = 0) {
  return Object.fromEntries(Object.entries(LOCAL_PORTS).map(([part, port]) => [part, port + TEST_PORT_OFFSET + shift]));
}

/** Extra test port `index` (0 to 9), after the test site's own. */
function testExtraPort(index, shift = 0) {
  if (!Number.isInteger(index) || index < 0 || index >= TEST_EXTRA_PORTS) throw new RangeError(`extra test ports are 0 to ${TEST_EXTRA_PORTS - 1}, got ${index}`);
  return LOCAL_PORTS.host + TEST_PORT_OFFSET + TEST_EXTRA_PORTS + shift + index;
}

/** config.json for a site served on localhost at these ports. */
function localRuntimeConfig(ports) {
  return {
    apiUrl: `http://localhost:${ports.api}`,
    googleClientId: '',
    counselingUrl: DEFAULT_COUNSELING_URL,
    contactEmail: DEFAULT_CONTACT_EMAIL,
    remotes: Object.fromEntries(Object.entries(REMOTE_APPS).map(([remote, app]) => [remote, `http://localhost:${ports[app]}/mf-manifest.json`])),
  };
}

module.exports = {
  WEB_APPS,
  REMOTE_APPS,
  LOCAL_PORTS,
  PORT_VARIABLES,
  TEST_PORT_OFFSET,
  TEST_EXTRA_PORTS,
  BENCH_PORT_SHIFT,
  DEFAULT_COUNSELING_URL,
  DEFAULT_CONTACT_EMAIL,
  localOrigins,
  webAppOrigins,
  testPorts,
  testExtraPort,
  localRuntimeConfig,
};
