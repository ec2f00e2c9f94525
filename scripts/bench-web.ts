// Measures the production site as a browser loads it: the JavaScript bytes
// each route fetches (gzip -9 of every script body, as a static server would
// send it compressed), from a real Chromium network log. Not a test: figures.
//   npm run build && npm run bench:web            (ports: E2E_PORT_SHIFT, default 700)
// Lighthouse medians: scripts/measure-lighthouse.sh against `npm start`.
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import globalSetup from '../e2e/global-setup';
import { chromiumPath, SITE_URL } from '../e2e/test-env';

const ROUTES = ['/', '/university/stanford-university', '/blogs/student-visa-guide', '/about-us'];

/** Every script the page fetched, by URL, with its gzip size. */
async function scriptBytes(page: Page, route: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => void sizes.set(response.url(), gzipSync(body, { level: 9 }).length))
        .catch(() => undefined),
    );
  });
  await page.goto(`${SITE_URL}${route}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  return sizes;
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
      const sizes = await scriptBytes(page, route);
      await page.close();
      const total = [...sizes.values()].reduce((a, b) => a + b, 0);
      const byOrigin = new Map<string, number>();
      for (const [url, size] of sizes) byOrigin.set(new URL(url).port, (byOrigin.get(new URL(url).port) ?? 0) + size);
      const parts = [...byOrigin].map(([port, size]) => `:${port} ${(size / 1024).toFixed(1)}`).join(', ');
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
