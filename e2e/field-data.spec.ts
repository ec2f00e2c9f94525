import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../api/src/db/connection';
import { fieldSummary, type FieldSummary } from '../api/src/features/field-data/field-summary';

/** What the vitals script would print, read from the database of the API the suite runs. */
async function summary(): Promise<FieldSummary> {
  const dataDir = process.env.E2E_API_DATA_DIR;
  if (!dataDir) throw new Error('E2E_API_DATA_DIR is not set: the global setup starts the API');
  const database = await openDatabase({ dataDir });
  try {
    return await fieldSummary(database.db, 1);
  } finally {
    await database.close();
  }
}

const samplesOf = (result: FieldSummary, route: string, name: string) => result.metrics.find((row) => row.route === route && row.name === name)?.samples ?? 0;

/** Opens a page, waits until web-vitals has loaded (idle, after load) and interacts once, so INP has an interaction to report. */
async function visit(page: Page, path: string): Promise<void> {
  const webVitals = page.waitForResponse((response) => /\/web-vitals\.[0-9a-f]+\.js$/.test(response.url()));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await webVitals;
  await page.getByRole('heading', { level: 1 }).first().click();
  // The browser records an interaction only after the next frame is shown,
  // and web-vitals takes it in from its observer when the page is idle.
  // Navigating away before that (as a test can, a person hardly) loses INP.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
}

test('real visits send their Web Vitals when the page is hidden, stored per route pattern and summed up by the vitals query', async ({ page }) => {
  const before = await summary();

  await visit(page, '/university/stanford-university');
  await visit(page, '/'); // a new document: the detail page is hidden and unloads
  await page.goto('about:blank');

  await expect
    .poll(async () => {
      const now = await summary();
      return ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'].map((name) => samplesOf(now, '/university/:name', name) - samplesOf(before, '/university/:name', name));
    })
    .toEqual([1, 1, 1, 1, 1]);
  const after = await summary();
  // The pattern only, never the address.
  expect(after.metrics.map((row) => row.route).filter((route) => route.includes('stanford'))).toEqual([]);
  expect(samplesOf(after, '/', 'FCP') - samplesOf(before, '/', 'FCP')).toBe(1);
  const lcp = after.metrics.find((row) => row.route === '/university/:name' && row.name === 'LCP');
  expect(lcp?.p75).toBeGreaterThan(0);
});
