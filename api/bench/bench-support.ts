/**
 * What the API's load benchmark needs around its load (load.ts): the server
 * it measures, where the server and the load generator run, waiting for the
 * server, signing in, and the machine's speed.
 */
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

/**
 * The environment every benchmark starts the API with: `dataDir` for its
 * database and keys, SQLite, the development sign-in (the benchmarks sign in
 * through it), log level warn unless LOG_LEVEL says otherwise.
 */
export function benchApiEnv(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
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

/** Resolves once `url` answers without a server error (120 s at most: ten times the data set loads into a new database first). */
export async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
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

/**
 * Where the server and the load generator run: the API on CPU 0, this process
 * (the load generator) on CPU 1, so the goal's "one process on one core" is
 * what is measured and the generator never takes the server's CPU. Needs
 * `taskset` (util-linux) and two CPUs; BENCH_PIN=0 leaves it to the scheduler.
 */
export interface CpuPlacement {
  description: string;
  startServer(args: string[], options: SpawnOptions): ChildProcess;
}

export function placeOnCpus(): CpuPlacement {
  // BENCH_NODE_FLAGS: node's own flags for the API (e.g. --trace-gc), which NODE_OPTIONS refuses.
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const free: CpuPlacement = {
    description: 'server and load generator placed by the scheduler',
    startServer: (args, options) => spawn(process.execPath, [...flags, ...args], options),
  };
  if (process.env.BENCH_PIN === '0' || os.cpus().length < 2) return free;
  // -a: every thread of this process.
  const pinned = spawnSync('taskset', ['-apc', '1', String(process.pid)], { stdio: 'ignore' });
  if (pinned.error || pinned.status !== 0) return { ...free, description: `${free.description} (taskset unavailable)` };
  return {
    description: 'API process on CPU 0, load generator on CPU 1',
    startServer: (args, options) => spawn('taskset', ['-c', '0', process.execPath, ...flags, ...args], options),
  };
}

/** The CPU time a process has used, in µs (user and system, every thread), from Linux's /proc; undefined elsewhere. */
export function cpuMicros(pid: number | undefined): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime: fields 14 and 15 of the whole line, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) / 100) * 1e6;
  } catch {
    return undefined;
  }
}

/** The most memory a process has held (VmHWM) and holds now (VmRSS), in MB, from Linux's /proc; undefined elsewhere. */
export function residentMegabytes(pid: number | undefined): { peak: number; now: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { peak: kilobytes('VmHWM') / 1024, now: kilobytes('VmRSS') / 1024 };
  } catch {
    return undefined;
  }
}

/** This machine's speed as Lighthouse reads it (benchmarkIndex), run here in Node: the figure every benchmark of ours prints. */
export async function benchmarkIndex(): Promise<number> {
  const { pageFunctions } = (await import('lighthouse/core/lib/page-functions.js')) as unknown as { pageFunctions: { computeBenchmarkIndex(): number } };
  return pageFunctions.computeBenchmarkIndex();
}
