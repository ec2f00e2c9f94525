import { expect, type Page } from '@playwright/test';

/** The dev account is shared by the whole run: start each test from an empty shortlist and no picks. */
export async function startClean(page: Page) {
  await page.goto('/shortlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Your shortlist' })).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved universities' });
  await expect(saved.or(page.getByText(/Your shortlist is empty/))).toBeVisible();
  while ((await page.getByRole('button', { name: /^Remove .* from shortlist$/ }).count()) > 0) {
    await page.getByRole('button', { name: /^Remove .* from shortlist$/ }).first().click();
  }
  await expect(page.getByText(/Your shortlist is empty/)).toBeVisible();
  await page.evaluate(() => window.localStorage.removeItem('gradatlas.compare'));
}
