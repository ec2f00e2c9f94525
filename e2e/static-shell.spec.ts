import { expect, test, type Page } from '@playwright/test';
import { watchLayoutShifts } from './layout-shifts';

// index.html carries a static copy of the shell (host/src/prerender). These
// tests hold the app's JavaScript back, to see what a reader sees before it runs.
const HERO = 'Your path to a graduate degree in the USA and Canada';

async function withoutAppScripts(page: Page) {
  await page.route(/\/main\.js$/, (route) => route.abort());
}

/** Holds the app's script back until the returned function is called (a slow phone's start). */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('before any JavaScript runs, the home page shows the header, the hero and the footer', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'GradAtlas home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular Study Destinations' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await context.close();
});

test('before the app starts, a remote page shows the header and a reserved frame, not the home hero', async ({ page }) => {
  await withoutAppScripts(page);
  // A page the server writes no content for (university and blog pages carry theirs: server-pages.spec.ts).
  await page.goto('/about-us');
  await expect(page.getByRole('banner').getByRole('link', { name: 'GradAtlas home' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Loading...');
  // In the page, but not shown: hidden by the route mark, not missing.
  await expect(page.getByRole('heading', { name: HERO, includeHidden: true })).toBeAttached();
  await expect(page.getByRole('heading', { name: HERO })).toBeHidden();
  // The frame keeps the footer below the fold, where the page's content will push it anyway.
  const viewport = page.viewportSize();
  const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
  expect(footerTop).toBeGreaterThanOrEqual(viewport?.height ?? 0);
});

test('before the app starts, the sign-in page shows the header alone', async ({ page }) => {
  await withoutAppScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'GradAtlas home' })).toBeVisible();
  for (const region of [page.getByRole('main', { includeHidden: true }), page.getByRole('contentinfo', { includeHidden: true })]) {
    await expect(region).toBeAttached();
    await expect(region).toBeHidden();
  }
});

test('the session decides Login or Logout: the static header shows neither', async ({ page }) => {
  await withoutAppScripts(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const login = page.getByRole('banner').getByRole('link', { name: 'Login', exact: true, includeHidden: true });
  await expect(login).toBeAttached();
  await expect(login).toBeHidden();
});

test('when the app takes over the static shell, nothing on the page moves', async ({ page }) => {
  const layoutShift = await watchLayoutShifts(page);
  for (const [path, heading] of [
    ['/', HERO],
    ['/university/stanford-university', 'Stanford University'],
    ['/blogs/student-visa-guide', /visa/i],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await layoutShift(), `layout shift on ${path}`).toBeLessThanOrEqual(0.02);
  }
});

test('a tap on the menu before the app starts opens it at once, and the app keeps it open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // The app's script is held back until the reader has tapped, as on a slow phone.
  const releaseApp = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const banner = page.getByRole('banner');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(banner.getByRole('link', { name: 'About Us' })).toBeVisible();

  releaseApp();
  // The live header's own overlay: the app has taken over, with the menu open.
  await expect(page.getByTestId('menu-overlay')).toBeVisible();
  // A frame and a task later (the app's mount effects have run), it is still open.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await banner.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test("a tap on the hero's 'Find Your University' before the app starts goes to the list, which then loads", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const releaseApp = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Find Your University' }).click();
  // The server's first cards, where the link points.
  await expect(page.getByRole('heading', { name: 'Explore Universities' })).toBeInViewport();
  releaseApp();
  // The app keeps the place, and the list, now near, loads: the remote's search box.
  await expect(page.getByRole('combobox', { name: 'Search universities' })).toBeInViewport();
});
