import { expect, type Page } from '@playwright/test';
import { signInAsDemoStudent } from './sign-in';

/**
 * Signs in as the demo student, then reads the site at `viewport`: the sign-in
 * helper looks for Logout in the header, which a phone's header keeps in its
 * menu, so it runs at a laptop's width first.
 */
export async function signInThenView(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInAsDemoStudent(page);
  await page.setViewportSize(viewport);
}

/**
 * Brings the home page's explore list on screen as a reader scrolling to it
 * would, and waits for the remote's own list (its search box) to have taken
 * over from the server's copy. Again if the page was still starting and took
 * the reader back to the top.
 */
export async function scrollToTheList(page: Page): Promise<void> {
  await expect(async () => {
    await page.locator('#explore').scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(page.getByRole('combobox', { name: 'Search universities' })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(page.locator('.server-page')).toHaveCount(0);
}
