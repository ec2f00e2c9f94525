import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startStaticServer } from '../scripts/static-server';
import { API_URL, extraPort, TEST_PORTS, testRuntimeConfig } from './test-env';

export const ROOT = resolve(__dirname, '..');

export type WebApp = 'host' | 'remote-universities' | 'remote-chances' | 'remote-content';

/** Serves one built app with the given config.json. */
export function serveBuiltApp(app: WebApp, port: number, config = testRuntimeConfig(), dir = join(ROOT, app, 'dist')) {
  const origins = [config.apiUrl, ...Object.values(config.remotes)].map((url) => new URL(url).origin);
  return startStaticServer({ dir, port, host: '127.0.0.1', config, connectOrigins: [...new Set(origins)] });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The API did not answer ${url} within ${timeoutMs} ms`);
}

/** Starts the real API on a fresh embedded database, as `npm start` does. */
export async function startApi(): Promise<ChildProcess | null> {
  const serverFile = join(ROOT, 'api', 'src', 'server.ts');
  if (!existsSync(serverFile)) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'gradatlas-e2e-api-'));
  const webOrigins = Object.entries(TEST_PORTS)
    .filter(([name]) => name !== 'api')
    .flatMap(([, port]) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  // Extra ports used by tests that serve a second host or a moved remote.
  for (let index = 0; index <= 9; index += 1) webOrigins.push(`http://localhost:${extraPort(index)}`);
  const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), serverFile], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(TEST_PORTS.api),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ORIGINS: webOrigins.join(','),
      DATABASE_URL: '',
      GOOGLE_CLIENT_ID: '',
      NODE_ENV: 'test',
      // Every test signs in afresh from one address; the production limit would throttle the suite.
      SIGN_IN_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`${API_URL}/api/health`, child);
  return child;
}
