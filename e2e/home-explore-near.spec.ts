import { expect, test, type Page } from '@playwright/test';
import { API_URL, TEST_PORTS } from './test-env';

// Issue 32: on a phone the home page's explore list starts two screens below
// the hero. Its remote, its API request and its render wait until the reader
// comes within a screen of it, so they do not compete with the page's start.

const universitiesRemote = `http://localhost:${TEST_PORTS['remote-universities']}`;
/** The remote's code (its manifest and scripts), as against the images the server's copy shows. */
const isRemoteCode = (url: string) => url.startsWith(universitiesRemote) && /(\.js|mf-manifest\.json)$/.test(new URL(url).pathname);

/** Every request the page makes from now on, by address. */
function requestsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => void seen.push(request.url()));
  return seen;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Universities' }).getByRole('article');
/** The remote's own list: its search box is there, the server's copy has none. */
const remoteList = (page: Page) => page.getByRole('combobox', { name: /search/i });

test('on a phone, the explore list loads only once the reader scrolls near it; until then the server wrote its first cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requests = requestsOf(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requests.filter(isRemoteCode)).toEqual([]);
  // The first six cards came with the page, drawn by the remote on the site's server, as did their answer.
  await expect(cards(page)).toHaveCount(6);
  await expect(remoteList(page)).toHaveCount(0);

  await page.mouse.wheel(0, 1200);
  await expect(remoteList(page)).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  expect(requests.some(isRemoteCode)).toBe(true);
  // The remote read the answer the page carried instead of asking for it again.
  expect(requests.filter((url) => url.startsWith(`${API_URL}/api/public/universities`))).toEqual([]);
});

test("on a phone, the hero's 'Find Your University' brings the reader to the loaded list", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Find Your University' }).click();
  // Loaded: the remote's own list (the server's six cards are there from the start).
  await expect(remoteList(page)).toBeInViewport();
  await expect(cards(page)).toHaveCount(6);
  await expect(page.getByRole('heading', { name: 'Explore Universities' })).toBeInViewport();
});

test('on a laptop the list is within a screen of the top, so it loads with the page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  // The remote's list, not only the server's cards, without scrolling.
  await expect(remoteList(page)).toBeAttached();
  await expect(cards(page)).toHaveCount(6);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

// A layout-shift score does not see this swap: the remote's render puts new
// elements where the server's were, and only elements that move are scored.
// So the test compares where the reader's card is drawn before and after.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px, a reader already looking at the server's cards sees the remote take over without a jump`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The remote's files are held back until the reader is looking at the cards, as on a slow network.
    let releaseRemote = () => {};
    const remoteReleased = new Promise<void>((resolve) => (releaseRemote = resolve));
    await page.route((url) => isRemoteCode(url.href), async (route) => {
      await remoteReleased;
      await route.continue();
    });
    await page.goto('/');
    const firstName = cards(page).first().getByRole('heading');
    await firstName.scrollIntoViewIfNeeded();
    await expect(firstName).toBeInViewport();
    await expect(remoteList(page)).toHaveCount(0);
    const before = await firstName.boundingBox();
    const name = await firstName.textContent();

    releaseRemote();
    await expect(remoteList(page)).toBeVisible();
    const remoteName = cards(page).first().getByRole('heading', { name: name ?? '' });
    await expect(remoteName).toBeVisible();
    const after = await remoteName.boundingBox();
    expect(Math.abs((after?.y ?? Infinity) - (before?.y ?? 0)), 'how far the first card moved, in px').toBeLessThanOrEqual(8);
    expect(Math.abs((after?.x ?? Infinity) - (before?.x ?? 0))).toBeLessThanOrEqual(1);
  });
}
