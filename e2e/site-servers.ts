import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { localOrigins, TEST_EXTRA_PORTS, WEB_APPS, type WebApp } from '@gradatlas/shared/build/site-addresses';
import { serveBuild } from '../scripts/serve-app';
import { waitForHealth } from '../scripts/wait-for-health';
import { API_URL, extraPort, TEST_PORTS, testRuntimeConfig } from './test-env';

export const ROOT = resolve(__dirname, '..');

export type { WebApp };

/** Serves one built app (its dist, or another build in `dir`) with the given config.json, as `npm start` does. */
export function serveBuiltApp(app: WebApp, port: number, config = testRuntimeConfig(), dir = join(ROOT, app, 'dist'), serverApiUrl?: string) {
  return serveBuild(dir, port, config, testSiteOrigins(), '127.0.0.1', serverApiUrl);
}

/** Every page origin of the test site, the extra ports included: the origins allowed to read built files. */
export function testSiteOrigins(): string[] {
  const ports = [...WEB_APPS.map((app) => TEST_PORTS[app]), ...Array.from({ length: TEST_EXTRA_PORTS }, (_, index) => extraPort(index))];
  return ports.flatMap(localOrigins);
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });
}

/**
 * Starts the real API on a fresh embedded database, as `npm start` does: the
 * compiled api/dist/server.cjs that `npm run build` made, run by node with
 * the API's node flags.
 */
export async function startApi(): Promise<ChildProcess | null> {
  const serverFile = join(ROOT, 'api', 'dist', 'server.cjs');
  if (!existsSync(join(ROOT, 'api', 'src', 'server.ts'))) return null;
  if (!existsSync(serverFile)) throw new Error(`${serverFile} is missing: run npm run build first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'gradatlas-e2e-api-'));
  // The extra ports serve a second host or a moved remote in some tests.
  const webOrigins = testSiteOrigins();
  const child = spawn(process.execPath, [serverFile], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(TEST_PORTS.api),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ORIGINS: webOrigins.join(','),
      DATABASE_URL: '',
      GOOGLE_CLIENT_ID: '',
      // The tests sign in as the demo student through the development identity provider.
      DEV_IDENTITY: 'true',
      NODE_ENV: 'test',
      // Every test signs in afresh from one address; the production limit would throttle the suite.
      SIGN_IN_LIMIT_PER_MINUTE: '1000',
      // Every page a test leaves sends its field data from the same address.
      FIELD_DATA_LIMIT_PER_MINUTE: '10000',
      FIELD_DATA_ROWS_PER_DAY: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`${API_URL}/api/health`, child);
  // Tests read what the API stored (field data); workers inherit the setup's environment.
  process.env.E2E_API_DATA_DIR = dataDir;
  return child;
}
