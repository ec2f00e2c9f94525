/**
 * API benchmark (not a test): `npm run bench -w api`.
 * Builds the API as it ships (dist/server.cjs, the file `npm start` runs)
 * and starts it, and a bare node:http server serving the same bytes, each in
 * its own process, then drives both from this process with autocannon,
 * endpoint by endpoint, alternating API and baseline so machine noise hits
 * both alike. Prints requests/s, p99 latency and the ratio, for the API as it
 * runs (answers cached in memory) and with the cache off
 * (ANSWER_CACHE_BYTES=0: every request goes to SQLite).
 * The servers run on one CPU and the load generator on the other
 * (placeOnCpus, bench-support.ts; BENCH_PIN=0 to leave it to the scheduler).
 * Neither server runs through tsx: tsx compiles with esbuild's keepNames,
 * which names each function the API creates while answering (its closures)
 * with a `__name` call, and the uncached search measured 1.14-1.30 times
 * slower under tsx than built (4 rounds, both held to one CPU).
 * Each server takes the endpoint's load for a while before the measured
 * rounds, so that V8 has compiled its path first (a fresh server's first
 * 2 s of the uncached search ran at 0.66-0.72 of its later rate).
 * Options: --connections 50 --duration 5 (seconds) --rounds 3 --warmup 2 (seconds).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_ENDPOINTS as ENDPOINTS, buildServer, median, placeOnCpus, signIn, waitFor } from './bench-support';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const CONNECTIONS = option('connections', 50);
const DURATION = option('duration', 5);
const ROUNDS = option('rounds', 3);
const WARMUP = option('warmup', 2);
// E2E_PORT_SHIFT moves the three ports, so engineers sharing a machine can bench at once.
const PORT_SHIFT = Number(process.env.E2E_PORT_SHIFT ?? 0) || 0;
const API_PORT = 4900 + PORT_SHIFT;
const BARE_PORT = 4901 + PORT_SHIFT;
const UNCACHED_PORT = 4902 + PORT_SHIFT;
const placement = placeOnCpus();

function startProcess(nodeArgs: string[], env: NodeJS.ProcessEnv, stdin?: string): ChildProcess {
  const child = placement.startServer(nodeArgs, { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'inherit'] });
  child.once('exit', (code) => {
    console.error(`${nodeArgs.join(' ')} exited with ${code}`);
    process.exit(1);
  });
  child.stdin?.end(stdin);
  child.stdout?.on('data', () => undefined);
  return child;
}

function load(url: string, headers: Record<string, string>, duration = DURATION): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration, headers });
}

function startApi(server: string, port: number, dataDir: string, extra: NodeJS.ProcessEnv = {}): ChildProcess {
  return startProcess([server], {
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
  const server = buildServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-bench-'));
  const api = startApi(server, API_PORT, dataDir);
  const apiBase = `http://127.0.0.1:${API_PORT}`;
  await waitFor(`${apiBase}/api/health`);
  // Same data folder, so the same signing key: one token works on both.
  const uncached = startApi(server, UNCACHED_PORT, dataDir, { ANSWER_CACHE_BYTES: '0' });
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
  // Node runs the bare server's TypeScript itself (its types stripped; the package is CommonJS, hence the warning turned off).
  const bare = startProcess(['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', path.join(__dirname, 'bare-server.ts')], {}, JSON.stringify({ port: BARE_PORT, responses }));
  const bareBase = `http://127.0.0.1:${BARE_PORT}`;
  await waitFor(`${bareBase}/`);

  console.log(`node ${process.version}, ${os.cpus().length} CPUs, ${placement.description}; API built (dist/server.cjs); ${CONNECTIONS} connections, ${DURATION} s per run after ${WARMUP} s of warm-up, ${ROUNDS} rounds (API and baseline alternate); API log level ${process.env.LOG_LEVEL ?? 'warn'}`);
  console.log('endpoint | API req/s | bare req/s | ratio | API p99 ms | bare p99 ms | uncached req/s | uncached ratio | uncached p99 ms | API non-2xx');
  try {
    for (const endpoint of ENDPOINTS) {
      const headers = endpoint.signedIn ? auth : {};
      const apiRuns: autocannon.Result[] = [];
      const bareRuns: autocannon.Result[] = [];
      const uncachedRuns: autocannon.Result[] = [];
      if (WARMUP > 0) for (const base of [apiBase, bareBase, uncachedBase]) await load(base + endpoint.path, headers, WARMUP);
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
