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
 * The run is made of passes, each with three fresh processes: two processes
 * of the same build, held to the same CPU, still answered up to 1.2 times
 * apart for their whole life (one process is luckier than another), so one
 * set of processes decided the whole table. The figures are medians over
 * every pass's runs, and each pass's own ratios are printed beside them.
 * Options: --connections 50 --duration 5 (seconds) --passes 3 --rounds 1
 * (per pass) --warmup 2 (seconds).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchApiEnv, BENCH_ENDPOINTS as ENDPOINTS, buildServer, median, placeOnCpus, signIn, stopProcesses, waitFor } from './bench-support';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const CONNECTIONS = option('connections', 50);
const DURATION = option('duration', 5);
const PASSES = option('passes', 3);
const ROUNDS = option('rounds', 1);
const WARMUP = option('warmup', 2);
// E2E_PORT_SHIFT moves the three ports, so engineers sharing a machine can bench at once.
const PORT_SHIFT = Number(process.env.E2E_PORT_SHIFT ?? 0) || 0;
const API_PORT = 4900 + PORT_SHIFT;
const BARE_PORT = 4901 + PORT_SHIFT;
const UNCACHED_PORT = 4902 + PORT_SHIFT;
const API_BASE = `http://127.0.0.1:${API_PORT}`;
const BARE_BASE = `http://127.0.0.1:${BARE_PORT}`;
const UNCACHED_BASE = `http://127.0.0.1:${UNCACHED_PORT}`;
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
  return startProcess([server], benchApiEnv(dataDir, { PORT: String(port), ...extra }));
}

/** One pass's three fresh processes: the API, the API without its cache, and the bare server answering `responses`. */
async function startServers(server: string, dataDir: string, responses: CapturedResponses): Promise<ChildProcess[]> {
  const started: ChildProcess[] = [];
  try {
    // One API after the other. The second has a data folder of its own (one process per SQLite database).
    started.push(startApi(server, API_PORT, dataDir));
    await waitFor(`${API_BASE}/api/health`);
    started.push(startApi(server, UNCACHED_PORT, path.join(dataDir, 'uncached'), { ANSWER_CACHE_BYTES: '0' }));
    await waitFor(`${UNCACHED_BASE}/api/health`);
    // Node runs the bare server's TypeScript itself (its types stripped; the package is CommonJS, hence the warning turned off).
    started.push(startProcess(['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', path.join(__dirname, 'bare-server.ts')], {}, JSON.stringify({ port: BARE_PORT, responses })));
    await waitFor(`${BARE_BASE}/`);
    return started;
  } catch (error) {
    await stopProcesses(started);
    throw error;
  }
}

type CapturedResponses = Record<string, { headers: Record<string, string>; body: string }>;

/** Each endpoint's answer from the API (headers the HTTP layer writes itself are left to each server), for the bare server to send. */
async function captureResponses(auth: Record<string, string>): Promise<CapturedResponses> {
  const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const responses: CapturedResponses = {};
  for (const endpoint of ENDPOINTS) {
    const response = await fetch(API_BASE + endpoint.path, { headers: endpoint.signedIn ? auth : {} });
    if (response.status !== 200) throw new Error(`${endpoint.path} answered ${response.status}`);
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !perConnection.has(name)));
    responses[endpoint.path] = { headers, body: await response.text() };
  }
  return responses;
}

interface Runs {
  api: autocannon.Result[];
  bare: autocannon.Result[];
  uncached: autocannon.Result[];
}

async function main(): Promise<void> {
  const server = buildServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-bench-'));
  const runs = new Map<string, Runs>(ENDPOINTS.map((endpoint) => [endpoint.path, { api: [], bare: [], uncached: [] }]));
  // Whatever is running, stopped on the way out even when a step fails.
  let running: ChildProcess[] = [];
  try {
    // The first pass's API writes the data folder and signs in; the cached API of every pass reuses it, the uncached one has its own (the signing key is shared: bench-support.ts).
    const first = startApi(server, API_PORT, dataDir);
    running = [first];
    await waitFor(`${API_BASE}/api/health`);
    const auth = { authorization: `Bearer ${await signIn(API_BASE)}` };
    const responses = await captureResponses(auth);
    await stopProcesses(running);

    console.log(
      `node ${process.version}, ${os.cpus().length} CPUs, ${placement.description}; API built (dist/server.cjs); ${CONNECTIONS} connections, ` +
        `${PASSES} passes, each with fresh processes, ${ROUNDS} round(s) of ${DURATION} s per endpoint after ${WARMUP} s of warm-up (API and baseline alternate); API log level ${process.env.LOG_LEVEL ?? 'warn'}`,
    );
    for (let pass = 0; pass < PASSES; pass += 1) {
      running = await startServers(server, dataDir, responses);
      for (const endpoint of ENDPOINTS) {
        const headers = endpoint.signedIn ? auth : {};
        const endpointRuns = runs.get(endpoint.path) as Runs;
        if (WARMUP > 0) for (const base of [API_BASE, BARE_BASE, UNCACHED_BASE]) await load(base + endpoint.path, headers, WARMUP);
        for (let round = 0; round < ROUNDS; round += 1) {
          endpointRuns.api.push(await load(API_BASE + endpoint.path, headers));
          endpointRuns.bare.push(await load(BARE_BASE + endpoint.path, headers));
          endpointRuns.uncached.push(await load(UNCACHED_BASE + endpoint.path, headers));
        }
      }
      await stopProcesses(running);
      running = [];
    }
  } finally {
    await stopProcesses(running);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printTable(runs);
}

function printTable(runs: Map<string, Runs>): void {
  const rps = (results: autocannon.Result[]) => median(results.map((run) => run.requests.average));
  const p99 = (results: autocannon.Result[]) => median(results.map((run) => run.latency.p99));
  // The ratio of each pass's processes, in order: how far one set of processes is from another.
  const perPass = (side: autocannon.Result[], bare: autocannon.Result[]) =>
    Array.from({ length: PASSES }, (_, pass) => (rps(side.slice(pass * ROUNDS, (pass + 1) * ROUNDS)) / rps(bare.slice(pass * ROUNDS, (pass + 1) * ROUNDS))).toFixed(2)).join(' ');
  console.log('endpoint | API req/s | bare req/s | ratio | API p99 ms | bare p99 ms | uncached req/s | uncached ratio | uncached p99 ms | API non-2xx | ratio per pass | uncached ratio per pass');
  for (const endpoint of ENDPOINTS) {
    const { api, bare, uncached } = runs.get(endpoint.path) as Runs;
    const errors = [...api, ...uncached].reduce((sum, run) => sum + run.non2xx + run.errors, 0);
    console.log(
      [
        endpoint.label, rps(api).toFixed(0), rps(bare).toFixed(0), (rps(api) / rps(bare)).toFixed(2), p99(api), p99(bare),
        rps(uncached).toFixed(0), (rps(uncached) / rps(bare)).toFixed(2), p99(uncached), errors, perPass(api, bare), perPass(uncached, bare),
      ].join(' | '),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
