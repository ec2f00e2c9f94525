import { expect, type Page } from '@playwright/test';

/** Signs in through the Login page's development sign-in, as a newcomer would locally. */
export async function signInAsDemoStudent(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with the development account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
}
