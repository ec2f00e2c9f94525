import { expect, test, type Page } from '@playwright/test';
import { API_URL, TEST_PORTS } from './test-env';

// Issue 32: on a phone the home page's explore list starts two screens below
// the hero. Its remote, its API request and its render wait until the reader
// comes within a screen of it, so they do not compete with the page's start.

const universitiesRemote = `http://localhost:${TEST_PORTS['remote-universities']}`;

/** Every request the page makes from now on, by address. */
function requestsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => void seen.push(request.url()));
  return seen;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Universities' }).getByRole('article');

test('on a phone, the explore list loads only once the reader scrolls near it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requests = requestsOf(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requests.filter((url) => url.startsWith(universitiesRemote))).toEqual([]);
  expect(requests.filter((url) => url.startsWith(`${API_URL}/api/public/universities`))).toEqual([]);
  await expect(cards(page)).toHaveCount(0);

  await page.mouse.wheel(0, 1200);
  await expect(cards(page).first()).toBeVisible();
  expect(requests.some((url) => url.startsWith(universitiesRemote))).toBe(true);
  expect(requests.some((url) => url.startsWith(`${API_URL}/api/public/universities`))).toBe(true);
});

test("on a phone, the hero's 'Find Your University' brings the reader to the loaded list", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Find Your University' }).click();
  await expect(cards(page)).toHaveCount(6);
  await expect(page.getByRole('heading', { name: 'Explore Universities' })).toBeInViewport();
});

test('on a laptop the list is within a screen of the top, so it loads with the page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await expect(cards(page)).toHaveCount(6);
});
