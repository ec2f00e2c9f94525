// Measures the production site as a browser loads it. Not a test: figures.
//  1. the JavaScript bytes each route fetches (gzip -9 of every script body, as
//     a static server would send it compressed), from a real Chromium network log;
//  2. Lighthouse mobile medians for the four routes issue 10 names, with
//     Lighthouse's default 4x CPU slowdown and with the slowdown calibrated to
//     this machine's benchmarkIndex (scripts/cpu-calibration.ts), so a figure
//     means the same on a fast and a slow host. Every run prints the index.
//   npm run build && npm run bench:web            (ports: E2E_PORT_SHIFT, default 700: scripts/bench-ports.ts)
// BENCH_ROUTES=/,/about-us picks the byte routes, BENCH_FILES=1 lists each file,
// BENCH_LIGHTHOUSE_RUNS=N sets the runs per route (default 5; 0 skips Lighthouse),
// BENCH_LIGHTHOUSE_ROUTES=/,/rate-my-chances picks the Lighthouse routes, BENCH_LHR_DIR=dir keeps
// every Lighthouse report there as JSON, BENCH_CPU=default|calibrated|both (default both) picks the
// CPU throttling; BENCH_CPU_SLOWDOWN=2.8 fixes the calibrated multiplier instead of measuring it
// before each run (lighthouse-median.ts, CpuSetting).
// First: it sets the benchmarks' ports before anything reads them.
import './bench-ports';
import { chromium } from '@playwright/test';
import globalSetup from '../e2e/global-setup';
import { scriptBytes } from '../e2e/script-bytes';
import { chromiumPath, SITE_URL } from '../e2e/test-env';
import { formatRun, lighthouseMedian, type CpuSetting, type LighthouseRoute } from './lighthouse-median';

const ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : ['/', '/university/stanford-university', '/blogs/student-visa-guide', '/about-us'];
const LIGHTHOUSE_ROUTES: LighthouseRoute[] = [
  { path: '/' },
  { path: '/university/stanford-university' },
  { path: '/blogs/student-visa-guide' },
  { path: '/rate-my-chances', signedIn: true },
];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const lighthousePicked = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',');
const lighthouseRoutes = LIGHTHOUSE_ROUTES.filter((route) => !lighthousePicked || lighthousePicked.includes(route.path));
const CPU_MODE = process.env.BENCH_CPU ?? 'both';

/** Runs every Lighthouse route with one CPU setting. */
async function lighthouseTable(title: string, executablePath: string, cpu?: CpuSetting): Promise<void> {
  console.log(`\n${title}, mobile, median of ${LIGHTHOUSE_RUNS} runs per route (each metric's own median):`);
  for (const route of lighthouseRoutes) {
    const { median, runs } = await lighthouseMedian(SITE_URL, route, LIGHTHOUSE_RUNS, executablePath, cpu);
    if (process.env.BENCH_FILES) for (const run of runs) console.log(`      ${formatRun(run)}`);
    const slowdowns = runs.map((run) => run.slowdown);
    const spread = cpu === 'per-run' ? ` (slowdowns ${Math.min(...slowdowns)}-${Math.max(...slowdowns)}x, ${median.retries} runs made again)` : '';
    console.log(`  ${`${route.path}${route.signedIn ? ' (signed in)' : ''}`.padEnd(34)} ${formatRun(median)}${spread}`);
  }
}

async function main() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('bench:web needs Chromium (apt-get install -y chromium, or CHROME_PATH)');
  const stop = await globalSetup();
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    console.log('JavaScript per route, gzip -9 of each script the page fetched (KiB):');
    for (const route of ROUTES) {
      const page = await browser.newPage();
      const sizes = await scriptBytes(page, `${SITE_URL}${route}`);
      await page.close();
      const total = [...sizes.values()].reduce((a, b) => a + b, 0);
      const byOrigin = new Map<string, number>();
      for (const [url, size] of sizes) byOrigin.set(new URL(url).port, (byOrigin.get(new URL(url).port) ?? 0) + size);
      const parts = [...byOrigin].map(([port, size]) => `:${port} ${(size / 1024).toFixed(1)}`).join(', ');
      if (process.env.BENCH_FILES) for (const [url, size] of [...sizes].sort((a, b) => b[1] - a[1])) console.log(`      ${(size / 1024).toFixed(1).padStart(6)}  ${url}`);
      console.log(`  ${route.padEnd(34)} ${(total / 1024).toFixed(1).padStart(6)} KiB in ${sizes.size} files (${parts})`);
    }
    await browser.close();
    if (LIGHTHOUSE_RUNS > 0) {
      const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
      if (CPU_MODE !== 'calibrated') await lighthouseTable(`Lighthouse ${lighthouseVersion}, default 4x CPU slowdown`, executablePath);
      if (CPU_MODE !== 'default') {
        const fixed = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : undefined;
        if (fixed !== undefined) await lighthouseTable(`Lighthouse ${lighthouseVersion}, CPU slowdown ${fixed}x from BENCH_CPU_SLOWDOWN`, executablePath, fixed);
        else await lighthouseTable(`Lighthouse ${lighthouseVersion}, CPU slowdown calibrated before each run from the benchmarkIndex read then`, executablePath, 'per-run');
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
