import { expect, test, type Page } from '@playwright/test';
import { scrollToTheList } from './at-width';
import { remoteHasTakenOver } from './server-copy';

// Issue 46, point 6: a guest's 'Save to shortlist' survives signing in. The
// Login page says why it asks, the school is saved once the student is back,
// and they are back where they were: on the university's page, or at the
// card on the home page. At a phone's width and a laptop's.

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in with the development account' });
const savedList = (page: Page) => page.getByRole('list', { name: 'Saved universities' });

/** The shortlist holds `name` exactly once; then it is removed, so the shared dev account is left as it was. */
async function savedOnceThenRemoved(page: Page, name: string) {
  await page.goto('/shortlist');
  await expect(savedList(page)).toBeVisible();
  await expect(savedList(page).getByRole('heading', { level: 3, name, exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: `Remove ${name} from shortlist` }).click();
  await expect(savedList(page).getByRole('heading', { level: 3, name, exact: true })).toHaveCount(0);
}

/** The Login page keeps the SPEC's title and subtitle and adds the reason. */
async function toldWhy(page: Page, name: string) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('Sign in to access detailed university information')).toBeVisible();
  await expect(page.getByText(`Sign in to save ${name} to your shortlist`)).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a guest's Save on a university page: told why at sign-in, back on the page with the school saved once", async ({ page }) => {
      await page.goto('/university/stanford-university');
      await remoteHasTakenOver(page);
      await page.getByRole('button', { name: 'Save to shortlist' }).click();
      await toldWhy(page, 'Stanford University');
      await signInButton(page).click();

      await expect(page).toHaveURL(/\/university\/stanford-university$/);
      const toggle = page.getByRole('button', { name: 'Save to shortlist' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('Saved to your shortlist.')).toBeVisible();
      await expect(toggle).toBeInViewport();

      // A second sign-in never saves it again: nothing is left waiting.
      expect(await page.evaluate(() => window.sessionStorage.getItem('gradatlas.save-after-sign-in'))).toBeNull();
      await savedOnceThenRemoved(page, 'Stanford University');
    });

    test("a guest's Save on a home page card: back at that card, saved", async ({ page }) => {
      await page.goto('/');
      await scrollToTheList(page);
      const card = page.getByRole('list', { name: 'Universities' }).getByRole('article').nth(3);
      const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
      expect(name).not.toBe('');
      await card.getByRole('button', { name: 'Save to shortlist' }).click();
      await toldWhy(page, name);
      await signInButton(page).click();

      await expect(page).toHaveURL(/\/$/);
      const back = page.getByRole('article', { name, exact: true });
      const toggle = back.getByRole('button', { name: 'Save to shortlist' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(back.getByText('Saved to your shortlist.')).toBeVisible();
      await expect(toggle).toBeInViewport();
      await savedOnceThenRemoved(page, name);
    });
  });
}
