/**
 * CPU time a request, side A against side B, over fresh pairs of processes
 * (not a test): `npm run bench:pairs -w api -- [options] [endpoint names]`.
 *
 * Two processes of one build, held to the same CPU, answered up to 1.2 times
 * apart for their whole life (docs/performance.md), so one pair of processes
 * cannot tell a 10 % change from luck. Each pair here is two fresh servers,
 * started one after the other (which one first alternates), loaded at the
 * same moment with 25 connections each for the round's seconds; each one's
 * CPU time a request comes from /proc, and the pair gives one B ÷ A. The
 * medians over the pairs are printed, with every pair's ratio.
 *
 * Options: --pairs N (5), --seconds S (5), --uncached (both without the
 * answer cache), --flags-a "<node flags>" / --flags-b "<node flags>" (each
 * side's node flags, the API's own (scripts/api-node-flags.ts) when not
 * given; "" for none), --server-a / --server-b <built .cjs> (the current
 * build when not given). With nothing to tell the sides apart it is an A/A,
 * the measure of the noise. Linux only (taskset, /proc).
 * Ports 4960-4961 + E2E_PORT_SHIFT.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { nodeFlagsOf } from '../../scripts/api-node-flags';
import { benchApiEnv, BENCH_ENDPOINTS, buildServer, cpuMicros, median, placeOnCpus, signIn, stopProcesses, waitFor } from './bench-support';

const args = process.argv.slice(2);
function option(name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const [value] = args.splice(at, 2).slice(1);
  if (value === undefined) throw new Error(`--${name} needs a value`);
  return value;
}
const PAIRS = Number(option('pairs') ?? 5);
const SECONDS = Number(option('seconds') ?? 5);
const flagsOf = (line: string | undefined) => (line === undefined ? undefined : nodeFlagsOf(line));
const SIDES = [
  { name: 'A', flags: flagsOf(option('flags-a')), server: option('server-a') },
  { name: 'B', flags: flagsOf(option('flags-b')), server: option('server-b') },
];
const uncachedAt = args.indexOf('--uncached');
const UNCACHED = uncachedAt >= 0;
if (UNCACHED) args.splice(uncachedAt, 1);
const endpoints = args.length > 0 ? BENCH_ENDPOINTS.filter(({ name }) => args.includes(name)) : BENCH_ENDPOINTS;
if (endpoints.length === 0) throw new Error(`no such endpoint; names: ${BENCH_ENDPOINTS.map(({ name }) => name).join(', ')}`);

const SHIFT = Number(process.env.E2E_PORT_SHIFT ?? 0) || 0;
const PORTS = [4960 + SHIFT, 4961 + SHIFT];
const placement = placeOnCpus();

/** One B ÷ A of CPU time a request, from a fresh pair of servers. */
async function onePair(built: string, env: NodeJS.ProcessEnv, endpointPath: string, headers: Record<string, string>, bFirst: boolean): Promise<number> {
  const servers: ChildProcess[] = [];
  try {
    for (const index of bFirst ? [1, 0] : [0, 1]) {
      const side = SIDES[index]!;
      // Each side on a data folder of its own: one process per SQLite database.
      const own = { PORT: String(PORTS[index]), DATA_DIR: path.join(String(env.DATA_DIR), side.name) };
      servers[index] = placement.startServer([path.resolve(side.server ?? built)], { env: { ...env, ...own }, stdio: 'ignore' }, side.flags);
      await waitFor(`http://127.0.0.1:${PORTS[index]}/api/health`);
    }
    const loadBoth = (duration: number) => Promise.all(PORTS.map((port) => autocannon({ url: `http://127.0.0.1:${port}${endpointPath}`, connections: 25, duration, headers })));
    await loadBoth(2);
    const before = servers.map((server) => cpuMicros(server.pid));
    const results = await loadBoth(SECONDS);
    const costs = servers.map((server, index) => {
      const used = cpuMicros(server.pid)! - before[index]!;
      const result = results[index]!;
      if (result.non2xx + result.errors > 0) throw new Error(`${SIDES[index]!.name} answered ${result.non2xx} non-2xx, ${result.errors} errors`);
      return used / result.requests.total;
    });
    return costs[1]! / costs[0]!;
  } finally {
    await stopProcesses(servers.filter(Boolean));
  }
}

async function main(): Promise<void> {
  if (cpuMicros(process.pid) === undefined) throw new Error('bench:pairs reads CPU time from /proc: Linux only');
  const built = buildServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-pairs-'));
  const env = benchApiEnv(dataDir, UNCACHED ? { ANSWER_CACHE_BYTES: '0' } : {});
  // A first server writes the data folder and signs in; each side of a pair has a folder of its own inside it (the signing key is shared: bench-support.ts).
  const first = placement.startServer([built], { env: { ...env, PORT: String(PORTS[0]) }, stdio: 'ignore' });
  try {
    await waitFor(`http://127.0.0.1:${PORTS[0]}/api/health`);
    const auth = { authorization: `Bearer ${await signIn(`http://127.0.0.1:${PORTS[0]}`)}` };
    await stopProcesses([first]);
    const describe = (index: number) => {
      const side = SIDES[index]!;
      return `${side.server ?? 'this build'}, node ${side.flags === undefined ? "the API's flags" : side.flags.join(' ') || 'without flags'}`;
    };
    console.log(`node ${process.version}, ${os.cpus().length} CPUs, ${placement.description}; ${PAIRS} fresh pairs, ${SECONDS} s each, 25 connections a side${UNCACHED ? ', answer cache off' : ''}`);
    console.log(`A: ${describe(0)}; B: ${describe(1)}`);
    for (const endpoint of endpoints) {
      const ratios: number[] = [];
      for (let pair = 0; pair < PAIRS; pair += 1) ratios.push(await onePair(built, env, endpoint.path, endpoint.signedIn ? auth : {}, pair % 2 === 1));
      console.log(`${endpoint.name}: CPU a request B ÷ A, median ${median(ratios).toFixed(2)} (pairs: ${ratios.map((ratio) => ratio.toFixed(2)).join(' ')})`);
    }
  } finally {
    await stopProcesses([first]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
