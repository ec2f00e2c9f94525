/**
 * Two builds of the API side by side (not a test):
 * `npm run bench:ab -w api -- <built server A> <built server B> [rounds] [seconds]`.
 * Build each with `npm run build:server -w api` and copy dist/server.cjs
 * aside (inside dist/, so its paths to the data still hold). Both start on
 * one data folder with the answer cache off (CACHE=<bytes> to turn it on),
 * every endpoint is driven on each in turns, the order swapped every round
 * so that machine noise hits both alike, and the req/s medians and B/A are
 * printed, with each server's CPU time a request (Linux). The servers run on
 * one CPU, the load generator on the other (placeOnCpus). ONLY=list-guest,search-guest
 * picks endpoints (bench-support.ts). Ports 4960-4961 + E2E_PORT_SHIFT.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchApiEnv, BENCH_ENDPOINTS, cpuMicros, median, placeOnCpus, signIn, stopProcesses, waitFor } from './bench-support';

const [fileA, fileB, roundsArg, secondsArg] = process.argv.slice(2);
if (!fileA || !fileB) throw new Error('usage: bench:ab <server A .cjs> <server B .cjs> [rounds] [seconds]');
const ROUNDS = Number(roundsArg ?? 5);
const SECONDS = Number(secondsArg ?? 4);
const SHIFT = Number(process.env.E2E_PORT_SHIFT ?? 0) || 0;
const PORTS = [4960 + SHIFT, 4961 + SHIFT];

const only = process.env.ONLY?.split(',');

async function main(): Promise<void> {
  const placement = placeOnCpus();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-ab-'));
  const servers: ChildProcess[] = [];
  const env = benchApiEnv(dataDir, { ANSWER_CACHE_BYTES: process.env.CACHE ?? '0' });
  try {
    // One after the other, each on a data folder of its own (one process per SQLite database).
    for (const [index, file] of ([fileA, fileB] as string[]).entries()) {
      const own = { PORT: String(PORTS[index]), DATA_DIR: path.join(dataDir, String(index)) };
      servers.push(placement.startServer([path.resolve(file)], { env: { ...env, ...own }, stdio: ['ignore', 'ignore', 'inherit'] }));
      await waitFor(`http://127.0.0.1:${PORTS[index]}/api/health`);
    }
    const accessToken = await signIn(`http://127.0.0.1:${PORTS[0]}`);
    console.log(`node ${process.version}, ${os.cpus().length} CPUs, ${placement.description}; ${ROUNDS} rounds of ${SECONDS} s, 50 connections; A = ${fileA}, B = ${fileB}`);
    for (const endpoint of BENCH_ENDPOINTS.filter(({ name }) => !only || only.includes(name))) {
      const headers: Record<string, string> = endpoint.signedIn ? { authorization: `Bearer ${accessToken}` } : {};
      const bodies = await Promise.all(PORTS.map(async (port) => (await fetch(`http://127.0.0.1:${port}${endpoint.path}`, { headers })).text()));
      if (bodies[0] !== bodies[1]) console.log(`${endpoint.name}: the two builds answer differently`);
      const rates: number[][] = [[], []];
      const cpu: number[][] = [[], []];
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const index of round % 2 === 0 ? [0, 1] : [1, 0]) {
          const before = cpuMicros(servers[index]!.pid);
          const result = await autocannon({ url: `http://127.0.0.1:${PORTS[index]}${endpoint.path}`, connections: 50, duration: SECONDS, headers });
          const after = cpuMicros(servers[index]!.pid);
          if (result.non2xx + result.errors > 0) console.log(`${endpoint.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
          rates[index]!.push(result.requests.average);
          if (before !== undefined && after !== undefined && result.requests.total > 0) cpu[index]!.push((after - before) / result.requests.total);
        }
      }
      const [a, b] = rates.map(median) as [number, number];
      console.log(`${endpoint.name}: A ${a.toFixed(0)} B ${b.toFixed(0)} req/s, B/A ${(b / a).toFixed(2)} (A ${rates[0]!.map((r) => r.toFixed(0)).join(', ')}; B ${rates[1]!.map((r) => r.toFixed(0)).join(', ')})`);
      if (cpu[0]!.length === ROUNDS && cpu[1]!.length === ROUNDS) {
        const [cpuA, cpuB] = cpu.map(median) as [number, number];
        console.log(`${endpoint.name}: CPU a request A ${cpuA.toFixed(1)} B ${cpuB.toFixed(1)} µs, B/A ${(cpuB / cpuA).toFixed(2)}`);
      }
    }
  } finally {
    await stopProcesses(servers);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
