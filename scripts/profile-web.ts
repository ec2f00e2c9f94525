// Where a page load spends main-thread time, for deciding what to move off
// the critical path. Not a test and not a speed figure: it runs unthrottled,
// and its numbers only compare parts of one load with each other.
//   npm run build && npm run profile:web -- /university/stanford-university [loads]
// Prints, per load, the main thread's tasks over 3 ms with the script
// evaluations and layouts inside them; then, over all loads, the JavaScript
// functions with the most inclusive time (a V8 CPU profile sampled every
// 50 µs), each with the start of its source so a minified name can be found.
// With PROFILE_STATS naming the host's webpack stats (in host/:
// `npx webpack --mode production --json=/tmp/host-stats.json`), it also prints
// the time each of main.js's module factories takes to run, inclusive, by the
// module's name: what evaluating React DOM, the router or axios costs.
// First: it sets the benchmarks' ports before anything reads them.
import './bench-ports';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import globalSetup from '../e2e/global-setup';
import { chromiumPath, SITE_URL } from '../e2e/test-env';
import { viewportOption } from './viewport-option';

interface TraceEvent { name: string; ph: string; pid: number; tid: number; ts: number; dur: number; args?: { name?: string; data?: { url?: string } } }
interface ProfileNode { id: number; callFrame: { functionName: string; url: string; columnNumber: number }; children?: number[] }

const path = process.argv[2] ?? '/';
const loads = Number(process.argv[3] ?? 3);
// PROFILE_VIEWPORT=412x823 loads the page at Lighthouse's phone size, where the
// home page's explore list starts below the first screens and waits.
const contextOptions = viewportOption(process.env.PROFILE_VIEWPORT);
const SHOWN_INSIDE = new Set(['EvaluateScript', 'FunctionCall', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint']);

/** One load's top-level tasks over 3 ms, from a DevTools trace. */
async function printTasks(browser: Browser, load: number): Promise<void> {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(SITE_URL + path, { waitUntil: 'networkidle' });
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await context.close();
  const renderer = events.find((event) => event.name === 'ParseHTML');
  if (!renderer) throw new Error('no ParseHTML in the trace: the page did not load');
  const onMain = events.filter((event) => event.pid === renderer.pid && event.tid === renderer.tid && event.ph === 'X');
  const tasks = onMain.filter((event) => event.name === 'RunTask');
  const start = Math.min(...tasks.map((task) => task.ts));
  console.log(`load ${load + 1}: tasks over 3 ms (start ms, length ms, what is inside over 1 ms)`);
  for (const task of tasks.filter((event) => event.dur > 3000)) {
    const inside = onMain.filter((event) => SHOWN_INSIDE.has(event.name) && event.dur > 1000 && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
    const described = inside.map((event) => `${event.name}${event.args?.data?.url ? `(${event.args.data.url.split('/').pop()})` : ''} ${(event.dur / 1000).toFixed(1)}`);
    console.log(`  ${((task.ts - start) / 1000).toFixed(0).padStart(5)} ${(task.dur / 1000).toFixed(1).padStart(6)}  ${described.join(', ')}`);
  }
}

/** Inclusive milliseconds per function over one load, added into `totals`. */
async function addProfile(browser: Browser, totals: Map<string, number>): Promise<void> {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  // A same-site page first, so the profiled navigation stays in this renderer.
  await page.goto(`${SITE_URL}/config.json`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  await page.goto(SITE_URL + path, { waitUntil: 'networkidle' });
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  const nodes = new Map((profile.nodes as ProfileNode[]).map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of nodes.values()) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const samples = profile.samples ?? [];
  const sampleMs = (profile.endTime - profile.startTime) / Math.max(samples.length, 1) / 1000;
  for (const sample of samples) {
    const counted = new Set<string>(); // a recursive function counts once per sample
    for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
      const frame = nodes.get(id)?.callFrame;
      if (!frame?.url) continue;
      const key = `${frame.url.split('/').pop()}:${frame.columnNumber} ${frame.functionName || '(anonymous)'}`;
      if (counted.has(key)) continue;
      counted.add(key);
      totals.set(key, (totals.get(key) ?? 0) + sampleMs);
    }
  }
}

/** The first characters of a host function's source, read from the built file. */
function sourceAt(key: string): string {
  const match = /^main\.js:(\d+) /.exec(key);
  if (!match) return '';
  const column = Number(match[1]);
  return readFileSync(join(__dirname, '../host/dist/main.js'), 'utf8').slice(column, column + 70).replace(/\s+/g, ' ');
}

/**
 * main.js's module factories by inclusive time: webpack names each factory
 * function by its module id (`1234(e,t,n){...}`), and the stats name the module.
 * A factory's time includes the factories it requires first (React DOM's
 * includes the scheduler's), so the rows overlap and do not add up.
 */
function printModuleFactories(totals: Map<string, number>, statsFile: string): void {
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as { modules: { id: string | number | null; name: string }[] };
  const names = new Map(stats.modules.filter((module) => module.id !== null).map((module) => [String(module.id), module.name]));
  const rows = [...totals].flatMap(([key, total]) => {
    const match = /^main\.js:\d+ (\d+)$/.exec(key);
    const name = match && names.get(match[1] as string);
    return name ? [{ name, ms: total / loads }] : [];
  });
  console.log(`\nmain.js's module factories by inclusive time, mean ms per load (unthrottled; times the CPU slowdown for a phone):`);
  for (const row of rows.sort((a, b) => b.ms - a.ms).slice(0, 15)) console.log(`${row.ms.toFixed(1).padStart(7)}  ${row.name.slice(0, 100)}`);
}

/** The inclusive time of functions named on the command line (a library's methods keep their names when minified), in every file. */
function printNamedFunctions(totals: Map<string, number>, names: string[]): void {
  console.log(`\nnamed functions by inclusive time, mean ms per load (unthrottled):`);
  for (const name of names) {
    const rows = [...totals].filter(([key]) => key.endsWith(` ${name}`));
    for (const [key, total] of rows) console.log(`${(total / loads).toFixed(1).padStart(7)}  ${key}`);
    if (rows.length === 0) console.log(`      -  ${name} (no sample)`);
  }
}

async function main(): Promise<void> {
  const stopSite = await globalSetup();
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    for (let load = 0; load < loads; load++) await printTasks(browser, load);
    const totals = new Map<string, number>();
    for (let load = 0; load < loads; load++) await addProfile(browser, totals);
    console.log(`\nfunctions by inclusive time, mean ms per load over ${loads} loads:`);
    for (const [key, total] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
      console.log(`${(total / loads).toFixed(1).padStart(7)}  ${key.slice(0, 55).padEnd(55)} ${sourceAt(key)}`);
    }
    if (process.env.PROFILE_STATS) printModuleFactories(totals, process.env.PROFILE_STATS);
    if (process.env.PROFILE_FUNCTIONS) printNamedFunctions(totals, process.env.PROFILE_FUNCTIONS.split(','));
  } finally {
    await browser.close();
    await stopSite();
  }
}

void main();
