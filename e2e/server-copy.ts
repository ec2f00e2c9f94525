import { expect, type Page } from '@playwright/test';

/**
 * Waits until the remote's own page has replaced the copy the site's server
 * sent (the same markup, drawn on the server): a test that measures elements
 * must measure the page's, not the copy's, which leaves the document when the
 * remote takes over.
 */
export async function remoteHasTakenOver(page: Page): Promise<void> {
  await expect(page.locator('.server-page')).toHaveCount(0);
}
