/**
 * API benchmark (not a test): `npm run bench -w api`.
 * Starts the API (SQLite, full data set) and a bare node:http server serving
 * the same bytes, each in its own process, then drives both from this process
 * with autocannon, endpoint by endpoint, alternating API and baseline so
 * machine noise hits both alike. Prints requests/s, p99 latency and the ratio,
 * for the API as it runs (answers cached in memory) and with the cache off
 * (ANSWER_CACHE_BYTES=0: every request goes to SQLite).
 * Options: --connections 50 --duration 5 (seconds) --rounds 3.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_ENDPOINTS as ENDPOINTS, median, signIn, waitFor } from './bench-support';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const CONNECTIONS = option('connections', 50);
const DURATION = option('duration', 5);
const ROUNDS = option('rounds', 3);
// E2E_PORT_SHIFT moves the three ports, so engineers sharing a machine can bench at once.
const PORT_SHIFT = Number(process.env.E2E_PORT_SHIFT ?? 0) || 0;
const API_PORT = 4900 + PORT_SHIFT;
const BARE_PORT = 4901 + PORT_SHIFT;
const UNCACHED_PORT = 4902 + PORT_SHIFT;
const API_ROOT = path.resolve(__dirname, '..');
const TSX = path.join(API_ROOT, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');

function startProcess(file: string, env: NodeJS.ProcessEnv, stdin?: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, file], { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'inherit'] });
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    if (stdin !== undefined) child.stdin?.end(stdin);
    else child.stdin?.end();
    child.stdout?.on('data', () => undefined);
    resolve(child);
  });
}

function load(url: string, headers: Record<string, string>): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
}

function startApi(port: number, dataDir: string, extra: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  return startProcess(path.join(API_ROOT, 'src', 'server.ts'), {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    GOOGLE_CLIENT_ID: '',
    DEV_IDENTITY: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    NODE_ENV: 'development',
    ...extra,
  });
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-bench-'));
  const api = await startApi(API_PORT, dataDir);
  const apiBase = `http://127.0.0.1:${API_PORT}`;
  await waitFor(`${apiBase}/api/health`);
  // Same data folder, so the same signing key: one token works on both.
  const uncached = await startApi(UNCACHED_PORT, dataDir, { ANSWER_CACHE_BYTES: '0' });
  const uncachedBase = `http://127.0.0.1:${UNCACHED_PORT}`;
  await waitFor(`${uncachedBase}/api/health`);
  const token = await signIn(apiBase);
  const auth = { authorization: `Bearer ${token}` };

  // Headers the HTTP layer writes itself are left to each server.
  const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const responses: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const endpoint of ENDPOINTS) {
    const response = await fetch(apiBase + endpoint.path, { headers: endpoint.signedIn ? auth : {} });
    if (response.status !== 200) throw new Error(`${endpoint.path} answered ${response.status}`);
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !perConnection.has(name)));
    responses[endpoint.path] = { headers, body: await response.text() };
  }
  const bare = await startProcess(path.join(__dirname, 'bare-server.ts'), {}, JSON.stringify({ port: BARE_PORT, responses }));
  const bareBase = `http://127.0.0.1:${BARE_PORT}`;
  await waitFor(`${bareBase}/`);

  console.log(`node ${process.version}, ${os.cpus().length} CPUs; ${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} rounds (API and baseline alternate); API log level ${process.env.LOG_LEVEL ?? 'warn'}`);
  console.log('endpoint | API req/s | bare req/s | ratio | API p99 ms | bare p99 ms | uncached req/s | uncached ratio | uncached p99 ms | API non-2xx');
  try {
    for (const endpoint of ENDPOINTS) {
      const headers = endpoint.signedIn ? auth : {};
      const apiRuns: autocannon.Result[] = [];
      const bareRuns: autocannon.Result[] = [];
      const uncachedRuns: autocannon.Result[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        apiRuns.push(await load(apiBase + endpoint.path, headers));
        bareRuns.push(await load(bareBase + endpoint.path, headers));
        uncachedRuns.push(await load(uncachedBase + endpoint.path, headers));
      }
      const rps = (runs: autocannon.Result[]) => median(runs.map((run) => run.requests.average));
      const p99 = (runs: autocannon.Result[]) => median(runs.map((run) => run.latency.p99));
      const errors = [...apiRuns, ...uncachedRuns].reduce((sum, run) => sum + run.non2xx + run.errors, 0);
      console.log(
        [
          endpoint.label, rps(apiRuns).toFixed(0), rps(bareRuns).toFixed(0), (rps(apiRuns) / rps(bareRuns)).toFixed(2), p99(apiRuns), p99(bareRuns),
          rps(uncachedRuns).toFixed(0), (rps(uncachedRuns) / rps(bareRuns)).toFixed(2), p99(uncachedRuns), errors,
        ].join(' | '),
      );
    }
  } finally {
    for (const child of [api, uncached, bare]) {
      child.removeAllListeners('exit');
      child.kill();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
