// Compares the main-thread blocking of two host builds, many loads each, for
// changes too small to see through Lighthouse's run-to-run spread here (its
// TBT moved from 600 to 1,400 ms between identical runs of one build). Not a
// test and not a Lighthouse figure: each load is traced unthrottled, and its
// main-thread tasks are scaled by the CPU slowdown the way Lighthouse's
// simulation scales them, giving the blocking those tasks would add up to:
// the sum over tasks of (slowdown x length - 50 ms), where positive.
//   npm run bench:blocking:ab -- <dist A> <dist B> [loads per build]
// AB_ROUTES and AB_CPU_SLOWDOWN (default 8) as for bench:web:ab; AB_VIEWPORT=412x823 for a phone's size;
// AB_TASKS=1 prints what each load's longest task held.
// First: it sets the benchmarks' ports before anything reads them.
import './bench-ports';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import globalSetup from '../e2e/global-setup';
import { chromiumPath } from '../e2e/test-env';
import { serveHostBuilds } from './ab-host-builds';
import { median } from './median';
import { viewportOption } from './viewport-option';

interface TraceEvent { name: string; ph: string; pid: number; tid: number; ts: number; dur: number; args?: { data?: { url?: string } } }

const [distA, distB] = process.argv.slice(2, 4);
const loads = Number(process.argv[4] ?? 15);
const routes = (process.env.AB_ROUTES ?? '/').split(',');
const slowdown = Number(process.env.AB_CPU_SLOWDOWN ?? 8);
// AB_VIEWPORT=412x823 loads at Lighthouse's phone size (the home page's explore list then waits below).
const viewport = viewportOption(process.env.AB_VIEWPORT);

/** One load's scaled blocking and its longest task, in ms, from the document's parsing until the network is idle. */
async function blockingOf(browser: Browser, site: string, path: string): Promise<{ blocking: number; longest: number }> {
  const context = await browser.newContext(viewport);
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
  await page.goto(site + path, { waitUntil: 'networkidle' });
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await context.close();
  const renderer = events.find((event) => event.name === 'ParseHTML');
  if (!renderer) throw new Error(`no ParseHTML in the trace of ${path}`);
  // From the start of the document, not from the first paint: under Lighthouse's
  // simulated slow network every script runs after the first paint, while here
  // one may run before it, and leaving it out would favour the build that paints later.
  const from = renderer.ts;
  const tasks = events.filter((event) => event.pid === renderer.pid && event.tid === renderer.tid && event.name === 'RunTask' && event.ph === 'X' && event.ts >= from);
  const scaled = tasks.map((task) => (task.dur / 1000) * slowdown);
  if (process.env.AB_TASKS === '1') console.log(`    ${site} longest: ${describeLongest(events, tasks)}`);
  return { blocking: scaled.reduce((sum, length) => sum + Math.max(0, length - 50), 0), longest: Math.max(0, ...scaled) };
}

/** The longest task's length and the events directly inside it over 1 ms, unthrottled (AB_TASKS=1). */
function describeLongest(events: TraceEvent[], tasks: TraceEvent[]): string {
  const longest = tasks.reduce((a, b) => (b.dur > a.dur ? b : a));
  const inside = events.filter(
    (event) => event !== longest && event.ph === 'X' && event.tid === longest.tid && event.pid === longest.pid && event.dur > 1000 && event.ts >= longest.ts && event.ts + event.dur <= longest.ts + longest.dur,
  );
  const named = inside.map((event) => `${event.name}${event.args?.data?.url ? `(${event.args.data.url.split('/').pop()})` : ''} ${(event.dur / 1000).toFixed(1)}`);
  return `${(longest.dur / 1000).toFixed(1)} ms: ${named.slice(0, 8).join(', ')}`;
}

async function main(): Promise<void> {
  const executablePath = chromiumPath();
  if (!distA || !distB || !existsSync(distA) || !existsSync(distB)) throw new Error('usage: bench:blocking:ab -- <dist A> <dist B> [loads]');
  const builds = await serveHostBuilds({ A: distA, B: distB });
  const stop = await globalSetup();
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    console.log(`main-thread tasks from the document's parsing to network idle, scaled ${slowdown}x; ${loads} loads per build and route, in turns`);
    for (const path of routes) {
      const results: Record<'A' | 'B', Array<{ blocking: number; longest: number }>> = { A: [], B: [] };
      for (let load = 0; load < loads; load += 1) {
        for (const label of load % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
          results[label].push(await blockingOf(browser, builds.url[label], path));
        }
      }
      const of = (label: 'A' | 'B', key: 'blocking' | 'longest') => median(results[label].map((load) => load[key]));
      console.log(path);
      for (const label of ['A', 'B'] as const) console.log(`  ${label}  blocking ${Math.round(of(label, 'blocking'))} ms  longest task ${Math.round(of(label, 'longest'))} ms  (medians)`);
      console.log(`  B/A: blocking ${(of('B', 'blocking') / of('A', 'blocking')).toFixed(2)}, longest task ${(of('B', 'longest') / of('A', 'longest')).toFixed(2)}`);
    }
  } finally {
    await browser.close().catch(() => undefined);
    await builds.close();
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
