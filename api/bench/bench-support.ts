/**
 * What the API benchmarks share (benchmark.ts, ab.ts, profile.ts): the
 * endpoints they drive, the server they measure, where the servers and the
 * load generator run, waiting for a server, signing in and the median.
 */
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiNodeFlags } from '../../scripts/api-node-flags';

const API_ROOT = path.resolve(__dirname, '..');

/**
 * The API as `npm start` runs it (dist/server.cjs), built from the current
 * sources, so that no benchmark measures a stale bundle or the sources under
 * tsx (benchmark.ts says why not tsx).
 */
export function buildServer(): string {
  const tsx = path.join(API_ROOT, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const built = spawnSync(process.execPath, [tsx, path.join(API_ROOT, 'scripts', 'build-server.ts')], { cwd: API_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('building dist/server.cjs failed');
  return path.join(API_ROOT, 'dist', 'server.cjs');
}

export interface BenchEndpoint {
  /** The short name the command line uses (profile.ts, ONLY= for ab.ts). */
  name: string;
  /** How the tables describe it. */
  label: string;
  path: string;
  signedIn: boolean;
}

export const BENCH_ENDPOINTS: BenchEndpoint[] = [
  { name: 'list-guest', label: 'list (guest, page 2)', path: '/api/public/universities?page=2&limit=6', signedIn: false },
  {
    name: 'list-signed-in',
    label: 'list (signed in, USA, tuition band)',
    path: '/api/universities?page=1&limit=6&country=USA&minTuition=25001&maxTuition=35000',
    signedIn: true,
  },
  { name: 'search-guest', label: 'search (guest, "uni")', path: '/api/public/universities/search?query=uni&limit=6', signedIn: false },
  { name: 'detail-guest', label: 'detail (guest)', path: '/api/public/universities/slug/stanford-university', signedIn: false },
  { name: 'detail-signed-in', label: 'detail (signed in)', path: '/api/universities/slug/stanford-university', signedIn: true },
];

/**
 * One access-token signing key for every API process a benchmark starts. Each
 * running process needs its own data folder (one process per SQLite database,
 * src/db/single-process.ts), and a token signed in through one must still be
 * accepted by the others.
 */
const BENCH_SIGNING_KEY = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/**
 * The environment every benchmark starts the API with: `dataDir` for its
 * database and keys (its own: no two running processes share one), SQLite,
 * the development sign-in (the benchmarks sign in through it), log level warn
 * unless LOG_LEVEL says otherwise.
 */
export function benchApiEnv(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    JWT_SIGNING_KEY: BENCH_SIGNING_KEY,
    DATABASE_URL: '',
    GOOGLE_CLIENT_ID: '',
    DEV_IDENTITY: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    NODE_ENV: 'development',
    ...extra,
  };
}

/** Stops these processes and waits until each has exited (their own 'exit' listeners dropped first). */
export async function stopProcesses(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map((child) => {
      child.removeAllListeners('exit');
      if (child.exitCode !== null) return undefined;
      return new Promise((resolve) => child.once('exit', resolve).kill());
    }),
  );
}

/** Resolves once `url` answers without a server error (30 s at most). */
export async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** An access token of the development sign-in's student (the server runs with DEV_IDENTITY=true). */
export async function signIn(base: string): Promise<string> {
  const { idToken } = (await (await fetch(`${base}/api/dev-identity/id-token`, { method: 'POST' })).json()) as { idToken: string };
  const answer = await fetch(`${base}/api/auth/verify-google-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: idToken }),
  });
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/**
 * Where the servers and the load generator run. autocannon runs in the
 * benchmark's own process; left to the scheduler, a server and autocannon
 * were moved between and onto each other's CPU, and two processes of one
 * build answered the uncached search at rates up to 1.4 times apart in the
 * same minute. With each server held to CPU 0 and the benchmark to CPU 1,
 * three of four such pairs agreed within 4 % (the fourth: 1.2 apart, so
 * one process can still be luckier than another). Every server (the API and
 * the bare baseline alike) is held to the same CPU, so the ratio still
 * compares like with like. Needs `taskset` (util-linux) and two CPUs;
 * BENCH_PIN=0 leaves placement to the scheduler. Every server runs with the
 * API's node flags (scripts/api-node-flags.ts), the bare baseline too: the API
 * is measured as it ships, and a flag can favour neither side.
 */
export interface CpuPlacement {
  /** How the tables describe it. */
  description: string;
  /** Starts `node <flags> <args>` where the servers run; the flags are the API's unless given. */
  startServer(args: string[], options: SpawnOptions, flags?: string[]): ChildProcess;
}

export function placeOnCpus(): CpuPlacement {
  const flags = apiNodeFlags();
  const free: CpuPlacement = {
    description: `servers (node ${flags.join(' ')}) and load generator placed by the scheduler`,
    startServer: (args, options, nodeFlags = flags) => spawn(process.execPath, [...nodeFlags, ...args], options),
  };
  if (process.env.BENCH_PIN === '0' || os.cpus().length < 2) return free;
  // -a: every thread of this process (autocannon's work, V8's helpers).
  const pinned = spawnSync('taskset', ['-apc', '1', String(process.pid)], { stdio: 'ignore' });
  if (pinned.error || pinned.status !== 0) return { ...free, description: `${free.description} (taskset unavailable)` };
  return {
    description: `servers (node ${flags.join(' ')}) on CPU 0, load generator on CPU 1`,
    startServer: (args, options, nodeFlags = flags) => spawn('taskset', ['-c', '0', process.execPath, ...nodeFlags, ...args], options),
  };
}

/**
 * The CPU time a process has used, in µs (user and system, every thread),
 * from Linux's /proc; undefined elsewhere. Per request it leaves out the
 * load generator's own speed, which req/s takes in, but not the machine's:
 * on these 2-CPU machines it swung as much as req/s (docs/performance.md).
 */
export function cpuMicros(pid: number | undefined): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime: fields 14 and 15 of the whole line, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) / 100) * 1e6;
  } catch {
    return undefined;
  }
}
