/**
 * Where an endpoint's time goes (not a test): `npm run profile -w api -- <label>`.
 * Builds and runs the server as it ships (dist/server.cjs, buildServer, with
 * the API's node flags) under `node --cpu-prof`, signs in, drives one
 * endpoint with autocannon, stops the server and prints the self time of
 * the heaviest functions and of each package. Labels: list-signed-in,
 * list-guest, search-guest, detail-guest, detail-signed-in; add --uncached
 * to turn the answer cache off.
 * Ports: 4903 + E2E_PORT_SHIFT.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchApiEnv, BENCH_ENDPOINTS, buildServer, signIn, waitFor } from './bench-support';
import { apiNodeFlags } from '../../scripts/api-node-flags';


interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  endTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const LOAD_SECONDS = 10;
const PORT = 4903 + (Number(process.env.E2E_PORT_SHIFT ?? 0) || 0);
const BASE = `http://127.0.0.1:${PORT}`;

/** The package a script belongs to (node_modules/<name>), or "api", "node" or the V8 pseudo-frames. */
function owner(url: string, functionName: string): string {
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1] as string;
  if (url.includes('dist/server.cjs')) return 'api (bundled: our code and shared contracts)';
  if (url.startsWith('node:') || url === '') return functionName.startsWith('(') ? functionName : 'node internals';
  return url;
}

function summarise(profile: CpuProfile): void {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  // Only the samples of the load (its last seconds end when the server is stopped): start-up is not counted.
  const deltas = profile.timeDeltas;
  let at = profile.endTime - deltas.reduce((sum, delta) => sum + delta, 0);
  const from = profile.endTime - LOAD_SECONDS * 1e6;
  profile.samples.forEach((id, index) => {
    at += deltas[index] ?? 0;
    if (at >= from) selfMs.set(id, (selfMs.get(id) ?? 0) + (deltas[index] ?? 0) / 1000);
  });
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber } = (byNode.get(id) as ProfileNode).callFrame;
    const where = `${functionName || '(anonymous)'} ${path.basename(url)}:${lineNumber + 1} [${owner(url, functionName)}]`;
    functions.set(where, (functions.get(where) ?? 0) + ms);
    const pkg = owner(url, functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `${((ms / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  console.log(`\nself time by package (${total.toFixed(0)} ms sampled):`);
  console.log(top(packages, 15).join('\n'));
  console.log('\nheaviest functions (self time):');
  console.log(top(functions, 30).join('\n'));
}

async function main(): Promise<void> {
  const label = process.argv[2] ?? 'list-signed-in';
  const endpoint = BENCH_ENDPOINTS.find(({ name }) => name === label);
  if (!endpoint) throw new Error(`unknown label ${label}: one of ${BENCH_ENDPOINTS.map(({ name }) => name).join(', ')}`);
  const uncached = process.argv.includes('--uncached');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-profile-'));
  const profileDir = path.join(dataDir, 'profile');
  const child = spawn(process.execPath, [...apiNodeFlags(), '--cpu-prof', `--cpu-prof-dir=${profileDir}`, buildServer()], {
    env: benchApiEnv(dataDir, { PORT: String(PORT), ANSWER_CACHE_BYTES: uncached ? '0' : '' }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitFor(`${BASE}/api/health`);
    const headers: Record<string, string> = endpoint.signedIn ? { authorization: `Bearer ${await signIn(BASE)}` } : {};
    const result = await autocannon({ url: BASE + endpoint.path, connections: 50, duration: LOAD_SECONDS, headers });
    console.log(`${label}${uncached ? ' (uncached)' : ''}: ${result.requests.average.toFixed(0)} req/s under the profiler, ${result.non2xx} non-2xx`);
  } finally {
    child.kill('SIGINT');
    await exited;
  }
  const [file] = fs.readdirSync(profileDir);
  if (!file) throw new Error('no profile written');
  summarise(JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile);
  console.log(`\nprofile kept in ${path.join(profileDir, file)} (open it in Chrome DevTools)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
