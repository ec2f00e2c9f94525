// Lighthouse (mobile defaults: simulated slow 4G and 4x CPU slowdown, or a CPU
// slowdown calibrated to this machine) against the running production site,
// median of N runs, each in a fresh Chromium profile so every run starts with
// an empty cache. A route behind sign-in is audited after the development
// sign-in in that profile, with Lighthouse told not to wipe storage (the cache
// is cleared by hand instead). Every run reports the host's benchmarkIndex.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { calibrationHeld, cpuSlowdownFor } from './cpu-calibration';
import { median } from './median';

export interface LighthouseRun {
  /** Lighthouse's reading of this host's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The CPU slowdown this run used (4 when Lighthouse's default). */
  slowdown: number;
  /** Runs thrown away before this one because the machine's speed changed between the calibration and Lighthouse's own reading. */
  retries: number;
}

/**
 * The CPU setting of a set of runs: Lighthouse's default 4x, one fixed
 * multiplier, or 'per-run': each run reads the machine's benchmarkIndex just
 * before it starts and takes its own multiplier. These 2-core machines change
 * speed by up to a third within minutes, so one calibration at the start of a
 * table can stand for another phone by the time a route runs.
 */
export type CpuSetting = number | 'per-run' | undefined;

/** A run whose calibration did not hold (cpu-calibration.ts, calibrationHeld) is made again at most this often, then kept and counted. */
const MAX_RETRIES = 3;

export interface LighthouseRoute {
  path: string;
  signedIn?: boolean;
}

const DEBUG_PORT = 9333;
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Lighthouse's own mobile throttling (slow 4G), with the CPU slowdown set; undefined keeps its default 4x. */
async function throttlingWith(cpuSlowdownMultiplier: number | undefined) {
  if (cpuSlowdownMultiplier === undefined) return undefined;
  const { throttling } = await import('lighthouse/core/config/constants.js');
  return { ...throttling.mobileSlow4G, cpuSlowdownMultiplier };
}

/**
 * The host's benchmarkIndex read now, in a blank page of this browser, by
 * Lighthouse's own page function. The first reading in a just-started browser
 * came out lower than Lighthouse's own a moment later (1,432 against 1,871,
 * 2,208 against 2,880: the browser is still starting), which would calibrate
 * a lighter slowdown than the machine deserves; so it reads twice and keeps
 * the second.
 */
export async function readBenchmarkIndex(context: BrowserContext): Promise<number> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const page = await context.newPage();
  try {
    await page.evaluate(pageFunctions.computeBenchmarkIndex);
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await page.close();
  }
}

/** One run; with a per-run calibration it is made again while the machine's speed moved too far during it. */
async function oneRun(site: string, route: LighthouseRoute, executablePath: string, cpu: CpuSetting): Promise<LighthouseRun> {
  for (let retries = 0; ; retries += 1) {
    const { run, calibratedFrom } = await oneLighthouseRun(site, route, executablePath, cpu);
    const held = calibratedFrom === undefined || calibrationHeld(calibratedFrom, run.benchmarkIndex);
    if (!held && retries >= MAX_RETRIES) console.log(`      (run kept after ${retries} retries although Lighthouse read ${Math.round(run.benchmarkIndex)}, calibrated from ${Math.round(calibratedFrom!)})`);
    if (held || retries >= MAX_RETRIES) return { ...run, retries };
    console.log(`      (run made again: calibrated from index ${Math.round(calibratedFrom!)}, Lighthouse read ${Math.round(run.benchmarkIndex)})`);
  }
}

async function oneLighthouseRun(
  site: string,
  route: LighthouseRoute,
  executablePath: string,
  cpu: CpuSetting,
): Promise<{ run: Omit<LighthouseRun, 'retries'>; calibratedFrom?: number }> {
  const { default: lighthouse } = await import('lighthouse');
  const profile = mkdtempSync(join(tmpdir(), 'gradatlas-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    if (route.signedIn) {
      const page = await context.newPage();
      await page.goto(`${site}/login`);
      await page.getByRole('button', { name: 'Sign in with the development account' }).click();
      await page.waitForURL(`${site}/`);
      await page.waitForFunction("localStorage.getItem('accessToken') !== null");
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
    }
    const calibratedFrom = cpu === 'per-run' ? await readBenchmarkIndex(context) : undefined;
    const cpuSlowdownMultiplier = calibratedFrom === undefined ? (cpu as number | undefined) : cpuSlowdownFor(calibratedFrom);
    const result = await lighthouse(`${site}${route.path}`, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(route.signedIn),
      throttling: await throttlingWith(cpuSlowdownMultiplier),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${route.path}`);
    const { lhr } = result;
    // The whole report, to read what a figure is made of (long tasks, the LCP element, request chains).
    if (process.env.BENCH_LHR_DIR) writeFileSync(join(process.env.BENCH_LHR_DIR, `lhr-${Date.now()}.json`), JSON.stringify(lhr));
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== new URL(`${site}${route.path}`).pathname) throw new Error(`${route.path} ended on ${finalPath}: the run did not measure the route`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const run = {
      slowdown: cpuSlowdownMultiplier ?? 4,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
    return { run, calibratedFrom };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Each metric's median over `runs` runs (medians of each metric, so they need
 * not come from one run). `cpu` replaces Lighthouse's 4x (CpuSetting).
 */
export async function lighthouseMedian(
  site: string,
  route: LighthouseRoute,
  runs: number,
  executablePath: string,
  cpu?: CpuSetting,
): Promise<{ median: LighthouseRun; runs: LighthouseRun[] }> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await oneRun(site, route, executablePath, cpu));
  const of = (key: keyof LighthouseRun) => median(results.map((run) => run[key]));
  return {
    median: {
      benchmarkIndex: of('benchmarkIndex'),
      score: of('score'),
      fcpMs: of('fcpMs'),
      lcpMs: of('lcpMs'),
      tbtMs: of('tbtMs'),
      cls: of('cls'),
      slowdown: of('slowdown'),
      retries: results.reduce((sum, run) => sum + run.retries, 0),
    },
    runs: results,
  };
}

export function formatRun(run: LighthouseRun): string {
  return `index ${String(Math.round(run.benchmarkIndex)).padStart(5)}  ${run.slowdown.toFixed(1).padStart(4)}x  score ${String(run.score).padStart(3)}  FCP ${(run.fcpMs / 1000).toFixed(2)} s  LCP ${(run.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(run.tbtMs)} ms  CLS ${run.cls.toFixed(3)}`;
}
