/**
 * Two builds of the API side by side (not a test):
 * `npm run bench:ab -w api -- <built server A> <built server B> [rounds] [seconds]`.
 * Build each with `npm run build:server -w api` and copy dist/server.cjs
 * aside (inside dist/, so its paths to the data still hold). Both start on
 * one data folder with the answer cache off (CACHE=<bytes> to turn it on),
 * every endpoint is driven on each in turns, the order swapped every round
 * so that machine noise hits both alike, and the req/s medians and B/A are
 * printed. ONLY=list-guest,search picks endpoints. Ports 4960-4961 +
 * E2E_PORT_SHIFT.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const [fileA, fileB, roundsArg, secondsArg] = process.argv.slice(2);
if (!fileA || !fileB) throw new Error('usage: bench:ab <server A .cjs> <server B .cjs> [rounds] [seconds]');
const ROUNDS = Number(roundsArg ?? 5);
const SECONDS = Number(secondsArg ?? 4);
const SHIFT = Number(process.env.E2E_PORT_SHIFT ?? 0) || 0;
const PORTS = [4960 + SHIFT, 4961 + SHIFT];

const ENDPOINTS: { label: string; path: string; signedIn?: boolean }[] = [
  { label: 'list-guest', path: '/api/public/universities?page=2&limit=6' },
  { label: 'list-signed', path: '/api/universities?page=1&limit=6&country=USA&minTuition=25001&maxTuition=35000', signedIn: true },
  { label: 'search', path: '/api/public/universities/search?query=uni&limit=6' },
  { label: 'detail-guest', path: '/api/public/universities/slug/stanford-university' },
  { label: 'detail-signed', path: '/api/universities/slug/stanford-university', signedIn: true },
];
const only = process.env.ONLY?.split(',');

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-ab-'));
  const servers: ChildProcess[] = [];
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', GOOGLE_CLIENT_ID: '', DEV_IDENTITY: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'development', ANSWER_CACHE_BYTES: process.env.CACHE ?? '0' };
  try {
    // One after the other: the first creates the database, the second finds it.
    for (const [index, file] of ([fileA, fileB] as string[]).entries()) {
      servers.push(spawn(process.execPath, [path.resolve(file)], { env: { ...env, PORT: String(PORTS[index]) }, stdio: ['ignore', 'ignore', 'inherit'] }));
      await waitFor(`http://127.0.0.1:${PORTS[index]}/api/health`);
    }
    const base = `http://127.0.0.1:${PORTS[0]}`;
    const { idToken } = (await (await fetch(`${base}/api/dev-identity/id-token`, { method: 'POST' })).json()) as { idToken: string };
    const signIn = await fetch(`${base}/api/auth/verify-google-token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: idToken }) });
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    console.log(`node ${process.version}, ${os.cpus().length} CPUs; ${ROUNDS} rounds of ${SECONDS} s, 50 connections; A = ${fileA}, B = ${fileB}`);
    for (const endpoint of ENDPOINTS.filter(({ label }) => !only || only.includes(label))) {
      const headers: Record<string, string> = endpoint.signedIn ? { authorization: `Bearer ${accessToken}` } : {};
      const bodies = await Promise.all(PORTS.map(async (port) => (await fetch(`http://127.0.0.1:${port}${endpoint.path}`, { headers })).text()));
      if (bodies[0] !== bodies[1]) console.log(`${endpoint.label}: the two builds answer differently`);
      const rates: number[][] = [[], []];
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const index of round % 2 === 0 ? [0, 1] : [1, 0]) {
          const result = await autocannon({ url: `http://127.0.0.1:${PORTS[index]}${endpoint.path}`, connections: 50, duration: SECONDS, headers });
          if (result.non2xx + result.errors > 0) console.log(`${endpoint.label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
          rates[index]!.push(result.requests.average);
        }
      }
      const [a, b] = rates.map(median) as [number, number];
      console.log(`${endpoint.label}: A ${a.toFixed(0)} B ${b.toFixed(0)} req/s, B/A ${(b / a).toFixed(2)} (A ${rates[0]!.map((r) => r.toFixed(0)).join(', ')}; B ${rates[1]!.map((r) => r.toFixed(0)).join(', ')})`);
    }
  } finally {
    for (const server of servers) server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
