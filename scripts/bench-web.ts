// Measures the production site as a browser loads it: the JavaScript bytes
// each route fetches (gzip -9 of every script body, as a static server would
// send it compressed), from a real Chromium network log. Not a test: figures.
//   npm run build && npm run bench:web            (ports: E2E_PORT_SHIFT, default 700)
// Lighthouse medians: scripts/measure-lighthouse.sh against `npm start`.
import { chromium } from '@playwright/test';
import globalSetup from '../e2e/global-setup';
import { scriptBytes } from '../e2e/script-bytes';
import { chromiumPath, SITE_URL } from '../e2e/test-env';

const ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : ['/', '/university/stanford-university', '/blogs/student-visa-guide', '/about-us'];

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
  } finally {
    await browser.close();
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
