/**
 * The API's load goals (docs/performance.md), measured: `npm run bench -w api`.
 *
 *   real   the real data set, one API process on one core, 1,000 requests a
 *          second of the realistic mix (load-mix.ts): goal p99 <= 25 ms, no error.
 *   large  a data set ten times larger (large-dataset.ts, 10,410 universities
 *          and their programmes), 500 a second: goal p99 < 50 ms, no error,
 *          the process under 400 MB.
 *   uncached  the real set at 1,000 a second with the answer cache off: not a
 *          goal, it shows what the cache is worth.
 *
 * The API runs as it ships (dist/server.cjs, built first) on CPU 0 and this
 * process drives it from CPU 1 with an open loop (open-loop.ts): latency is
 * counted from each request's scheduled time. npm runs this process with
 * --single-threaded-gc, as the API runs: V8's background GC threads on its one
 * core stalled the generator, and its stalls were counted as the API's. Each scenario takes the same
 * load for a warm-up first, which is not counted. Run it on a quiet machine
 * (no build, test or other benchmark at the same time): it prints the
 * machine's benchmarkIndex before and after.
 *
 * Options: --only real,large,uncached --seconds 30 --warmup 10 --seed 1 --rate N (every
 * scenario at N a second instead of its goal's rate: a lower rate measures the
 * CPU a request on a busy machine)
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchApiEnv, benchmarkIndex, buildServer, cpuMicros, placeOnCpus, residentMegabytes, signIn, stopProcesses, waitFor } from './bench-support';
import { writeLargeDataset } from './large-dataset';
import { mixDrawer, seededRandom, type MixData } from './load-mix';
import { openLoop, quantile } from './open-loop';

const API_ROOT = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const SECONDS = Number(option('seconds', '30'));
const WARMUP = Number(option('warmup', '10'));
const SEED = Number(option('seed', '1'));
const ONLY = new Set(option('only', 'real,large,uncached').split(','));
const RATE = Number(option('rate', '0')) || undefined;
// E2E_PORT_SHIFT moves the port, so engineers sharing a machine do not collide.
const PORT = 4900 + (Number(process.env.E2E_PORT_SHIFT ?? 0) || 0);
const BASE = `http://127.0.0.1:${PORT}`;

interface Scenario {
  name: string;
  rate: number;
  goal: { p99: number; megabytes?: number };
  env: NodeJS.ProcessEnv;
  dataFile: string;
}

/** The universities of a data file in the list's order, for the mix's popularity. */
function mixData(file: string): MixData {
  const { universities } = JSON.parse(fs.readFileSync(file, 'utf8')) as { universities: { slug: string; name: string; gradAtlasRank: string | null }[] };
  const rank = (value: string | null) => Number(value?.match(/\d+/)?.[0] ?? Number.POSITIVE_INFINITY);
  return { universities: [...universities].sort((a, b) => rank(a.gradAtlasRank) - rank(b.gradAtlasRank)) };
}

async function runScenario(server: string, scenario: Scenario, workDir: string): Promise<string> {
  const placement = placeOnCpus();
  const dataDir = fs.mkdtempSync(path.join(workDir, `${scenario.name}-`));
  let api: ChildProcess | undefined;
  try {
    api = placement.startServer([server], { env: benchApiEnv(dataDir, { PORT: String(PORT), ...scenario.env }), stdio: ['ignore', process.env.BENCH_NODE_FLAGS ? 'inherit' : 'ignore', 'inherit'] });
    api.once('exit', (code) => {
      console.error(`the API exited with ${code}`);
      process.exit(1);
    });
    await waitFor(`${BASE}/api/health`);
    const signedInHeaders = { authorization: `Bearer ${await signIn(BASE)}` };
    const rate = RATE ?? scenario.rate;
    const next = mixDrawer(mixData(scenario.dataFile), seededRandom(SEED));
    await openLoop({ base: BASE, rate, seconds: WARMUP, next, signedInHeaders });
    const cpuBefore = cpuMicros(api.pid);
    const result = await openLoop({ base: BASE, rate, seconds: SECONDS, next, signedInHeaders });
    const cpuAfter = cpuMicros(api.pid);
    // The API's CPU time a request: unlike latency, it hardly depends on what else the machine runs.
    const cpuPerRequest = cpuBefore === undefined || cpuAfter === undefined ? 'unknown' : `${Math.round((cpuAfter - cpuBefore) / result.sent)} µs`;
    const memory = residentMegabytes(api.pid);
    const p99 = quantile(result.latencies, 0.99);
    const errors = [...result.errors].map(([what, count]) => `${count} ${what}`).join(', ') || 'none';
    const met = p99 <= scenario.goal.p99 && result.errors.size === 0 && (scenario.goal.megabytes === undefined || (memory?.peak ?? Infinity) < scenario.goal.megabytes);
    const ms = (q: number) => quantile(result.latencies, q).toFixed(1);
    return [
      `| ${scenario.name} | ${rate} | ${result.answeredRate.toFixed(0)} | ${cpuPerRequest} | ${ms(0.5)} | ${ms(0.9)} | ${ms(0.99)} | ${Math.max(...result.latencies).toFixed(1)} | ${errors}`,
      `| ${memory ? `${memory.peak.toFixed(0)} MB` : 'unknown'} | p99 <= ${scenario.goal.p99} ms${scenario.goal.megabytes ? `, < ${scenario.goal.megabytes} MB` : ''}: ${met ? 'met' : 'NOT met'} |`,
    ].join(' ');
  } finally {
    if (api) await stopProcesses([api]);
  }
}

async function main(): Promise<void> {
  const before = await benchmarkIndex();
  const server = buildServer();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-load-'));
  const realFile = path.join(API_ROOT, 'data', 'universities.json');
  const scenarios: Scenario[] = [];
  if (ONLY.has('real')) scenarios.push({ name: 'real', rate: 1000, goal: { p99: 25 }, env: {}, dataFile: realFile });
  if (ONLY.has('large')) {
    const large = writeLargeDataset(API_ROOT, path.join(workDir, 'large'));
    console.log(`large data set: ${large.count} universities (${large.universitiesFile})`);
    scenarios.push({
      name: 'large',
      rate: 500,
      goal: { p99: 50, megabytes: 400 },
      env: { UNIVERSITIES_FILE: large.universitiesFile, PROGRAMS_FILE: large.programsFile },
      dataFile: large.universitiesFile,
    });
  }
  if (ONLY.has('uncached')) scenarios.push({ name: 'uncached', rate: 1000, goal: { p99: 25 }, env: { ANSWER_CACHE_BYTES: '0' }, dataFile: realFile });

  const rows: string[] = [];
  try {
    for (const scenario of scenarios) rows.push(await runScenario(server, scenario, workDir));
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  const after = await benchmarkIndex();
  console.log(`\nbenchmarkIndex ${before} before, ${after} after; ${placeOnCpus().description}; ${SECONDS} s measured after ${WARMUP} s of warm-up, seed ${SEED}\n`);
  console.log('| scenario | rate asked | answered/s | API CPU a request | p50 ms | p90 ms | p99 ms | max ms | errors | peak memory | goal |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
