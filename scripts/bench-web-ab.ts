// Compares two builds of the host in one session, for deciding whether a
// change helps. Not a test: figures. The machine's speed drifts (its
// benchmarkIndex moved from 1,600 to 2,800 within minutes here), so the two
// builds take turns run by run instead of batch by batch, and the figures are
// medians with the ratio of B to A.
//   npm run bench:web:ab -- <dist A> <dist B> [runs per build]
// Each argument is a built host's dist folder (a copy of host/dist), served
// from where it is (scripts/ab-host-builds.ts).
// AB_ROUTES=/,/university/stanford-university picks the routes,
// AB_CPU_SLOWDOWN=8 the CPU slowdown (default: Lighthouse's 4x), AB_SIGNED_IN=1
// measures as a signed-in student.
// First: it sets the benchmarks' ports before anything reads them.
import './bench-ports';
import { existsSync } from 'node:fs';
import globalSetup from '../e2e/global-setup';
import { chromiumPath } from '../e2e/test-env';
import { serveHostBuilds } from './ab-host-builds';
import { median } from './median';
import { lighthouseMedian, type LighthouseRun } from './lighthouse-median';

const [distA, distB] = process.argv.slice(2, 4);
const runs = Number(process.argv[4] ?? 5);
const routes = (process.env.AB_ROUTES ?? '/').split(',');
const slowdown = process.env.AB_CPU_SLOWDOWN ? Number(process.env.AB_CPU_SLOWDOWN) : undefined;

function summary(label: string, results: LighthouseRun[]): string {
  const of = (key: keyof LighthouseRun) => median(results.map((run) => run[key]));
  return `${label}  index ${Math.round(of('benchmarkIndex'))}  score ${of('score')}  LCP ${(of('lcpMs') / 1000).toFixed(2)} s  TBT ${Math.round(of('tbtMs'))} ms  (TBT runs ${results.map((run) => Math.round(run.tbtMs)).join(' ')}; LCP runs ${results.map((run) => (run.lcpMs / 1000).toFixed(2)).join(' ')})`;
}

async function main(): Promise<void> {
  const executablePath = chromiumPath();
  if (!distA || !distB || !existsSync(distA) || !existsSync(distB)) throw new Error('usage: bench:web:ab -- <dist A> <dist B> [runs]');
  if (!executablePath) throw new Error('bench:web:ab needs Chromium (apt-get install -y chromium, or CHROME_PATH)');
  const builds = await serveHostBuilds({ A: distA, B: distB });
  const stop = await globalSetup();
  try {
    console.log(`CPU slowdown ${slowdown ?? 'default 4'}x, ${runs} runs per build and route, A and B in turns`);
    for (const path of routes) {
      const results: Record<'A' | 'B', LighthouseRun[]> = { A: [], B: [] };
      for (let run = 0; run < runs; run += 1) {
        // Which build goes first alternates too, so neither always follows the other.
        for (const label of run % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
          results[label].push(...(await lighthouseMedian(builds.url[label], { path, signedIn: process.env.AB_SIGNED_IN === '1' }, 1, executablePath, slowdown)).runs);
        }
      }
      const tbt = (label: 'A' | 'B') => median(results[label].map((run) => run.tbtMs));
      const lcp = (label: 'A' | 'B') => median(results[label].map((run) => run.lcpMs));
      console.log(path);
      console.log(`  ${summary('A', results.A)}`);
      console.log(`  ${summary('B', results.B)}`);
      console.log(`  B/A: TBT ${(tbt('B') / tbt('A')).toFixed(2)}, LCP ${(lcp('B') / lcp('A')).toFixed(2)}`);
    }
  } finally {
    await builds.close();
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
