import { expect, test } from '@playwright/test';
import { signInAsDemoStudent } from './sign-in';

test('a student signs in with the development sign-in, stays signed in across a reload, and logs out', async ({ page }) => {
  await signInAsDemoStudent(page);
  const tokens = await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]);
  expect(tokens[0]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(tokens[1]).toBeTruthy();

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();

  // Signed in, the predictor links lead to the calculator rather than sign-in.
  await page.getByRole('banner').getByRole('link', { name: 'College Finder' }).click();
  await expect(page).toHaveURL(/\/rate-my-chances$/);

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken'), localStorage.getItem('user')])).toEqual([null, null, null]);
  await page.goto('/rate-my-chances');
  await expect(page).toHaveURL(/\/login$/);
});

test('the server revokes the refresh token at logout', async ({ page, request }) => {
  await signInAsDemoStudent(page);
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  const apiUrl = (await (await request.get('/config.json')).json()).apiUrl as string;
  // Logout's revocation call is fire-and-forget: allow it a moment to land.
  await expect
    .poll(async () => (await request.post(`${apiUrl}/api/auth/refresh`, { data: { refreshToken } })).status())
    .toBe(401);
});
