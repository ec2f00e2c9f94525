import { expect, test, type Page } from '@playwright/test';
import { API_URL, COUNSELING_URL } from './test-env';
import { signInAsDemoStudent } from './sign-in';

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');

async function expectInsideShell(page: Page) {
  await expect(header(page).getByRole('link', { name: 'GradAtlas home' })).toBeVisible();
  await expect(footer(page).getByText(`© ${new Date().getFullYear()} GradAtlas`)).toBeVisible();
}

const ROUTES: Array<{ path: string; heading: RegExp | string }> = [
  { path: '/', heading: 'Your path to a graduate degree in the USA and Canada' },
  { path: '/login', heading: 'Welcome Back' },
  { path: '/about-us', heading: /About/ },
  { path: '/contact-us', heading: /Contact/ },
  { path: '/blogs', heading: /Blog/ },
  { path: '/country-guides', heading: /Countr/ },
  { path: '/popular-courses', heading: /Course/ },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
];

test.describe('every route renders inside the header and footer', () => {
  for (const route of ROUTES) {
    test(route.path, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expectInsideShell(page);
    });
  }
});

test('an unknown path redirects to the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /graduate degree/ })).toBeVisible();
});

test('the home page hero shows the figures and destinations without waiting for a remote', async ({ page }) => {
  await page.goto('/');
  for (const text of ['15k+', '$15M+', '98%', 'Find Your University', 'Rate My Chances']) {
    await expect(page.getByRole('main').or(page.locator('.hero')).getByText(text, { exact: true }).first()).toBeVisible();
  }
  const destinations = page.getByRole('region', { name: 'Popular Study Destinations' });
  for (const country of ['United States', 'Canada', 'United Kingdom', 'Australia']) {
    await expect(destinations.getByRole('heading', { name: country })).toBeVisible();
  }
});

test('a guest following College Finder, Admission Predictor or /college-finder lands on sign-in', async ({ page }) => {
  await page.goto('/college-finder');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/');
  await header(page).getByRole('link', { name: 'College Finder' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await header(page).getByRole('button', { name: 'Explore' }).click();
  await header(page).getByRole('link', { name: 'Admission Predictor' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/rate-my-chances');
  await expect(page).toHaveURL(/\/login$/);
});

test('Free Counseling opens the booking link in a new tab', async ({ page }) => {
  await page.goto('/');
  const link = header(page).getByRole('link', { name: 'Free Counseling' });
  await expect(link).toHaveAttribute('href', COUNSELING_URL);
  await expect(link).toHaveAttribute('target', '_blank');
});

test.describe('/auth-success', () => {
  test('with an error goes to /login?error=oauth_failed and shows the failure', async ({ page }) => {
    await page.goto('/auth-success?error=access_denied');
    await expect(page).toHaveURL(/\/login\?error=oauth_failed$/);
    await expect(page.getByRole('alert')).toHaveText('Google login failed. Please try again.');
  });

  test('with neither token nor error goes to /login', async ({ page }) => {
    await page.goto('/auth-success');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('with a token stores it, signs the user in and goes home', async ({ page, request }) => {
    // Real tokens from the API's local identity provider: the home page calls the
    // API with them at once, and a made-up token would be refused and logged out.
    const { idToken } = (await (await request.post(`${API_URL}/api/dev-identity/id-token`, { data: {} })).json()) as { idToken: string };
    const verified = await request.post(`${API_URL}/api/auth/verify-google-token`, { data: { token: idToken } });
    const { accessToken, refreshToken } = (await verified.json()) as { accessToken: string; refreshToken: string };
    await page.goto(`/auth-success?token=${accessToken}&refreshToken=${refreshToken}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      access: localStorage.getItem('accessToken'),
      refresh: localStorage.getItem('refreshToken'),
      user: JSON.parse(localStorage.getItem('user') ?? 'null'),
    }));
    expect(stored.access).toBe(accessToken);
    expect(stored.refresh).toBe(refreshToken);
    expect(stored.user).toMatchObject({ isAuthenticated: true });
    // The token is checked with the API at once, and the header names the account it belongs to.
    await expect(header(page).getByText('Signed in as Demo Student')).toBeVisible();
  });

  test('never replaces the session of a student already signed in (login CSRF)', async ({ page, request }) => {
    await signInAsDemoStudent(page);
    const mine = await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]);
    const { idToken } = (await (await request.post(`${API_URL}/api/dev-identity/id-token`, { data: {} })).json()) as { idToken: string };
    const planted = (await (await request.post(`${API_URL}/api/auth/verify-google-token`, { data: { token: idToken } })).json()) as { accessToken: string; refreshToken: string };
    await page.goto(`/auth-success?token=${planted.accessToken}&refreshToken=${planted.refreshToken}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')])).toEqual(mine);
  });

  test('ends the session when the API refuses the token in the address', async ({ page }) => {
    await page.goto('/auth-success?token=not.a.token&refreshToken=not-a-refresh-token');
    await expect(page).toHaveURL(/\/login$/);
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
  });
});

test('the mobile menu opens with an overlay, locks scrolling and closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(header(page).getByRole('link', { name: 'About Us' })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('menu-overlay')).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await header(page).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
});

test('the header takes its scrolled style past 50 px', async ({ page }) => {
  await page.goto('/');
  await expect(header(page)).not.toHaveClass(/scrolled/);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header(page)).toHaveClass(/scrolled/);
});
