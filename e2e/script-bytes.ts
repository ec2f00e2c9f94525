import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Every script a page fetches while loading `url`, by address, with its size
 * as gzip -9 of the body (what a static server sends compressed). Bytes do not
 * depend on the machine's speed, so budgets built on this are deterministic.
 */
export async function scriptBytes(page: Page, url: string): Promise<Map<string, number>> {
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
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  return sizes;
}

export const totalKiB = (sizes: Map<string, number>): number => [...sizes.values()].reduce((a, b) => a + b, 0) / 1024;
