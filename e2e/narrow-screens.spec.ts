import { expect, test, type Page } from '@playwright/test';
import { SITE_ROUTES } from '@gradatlas/shared/site-routes';
import { figuresBrokenAcrossLines } from './figures-on-one-line';
import { signInAsDemoStudent } from './sign-in';

// Issue 21, section 4: no route may be wider than a phone's screen. A wide
// table scrolls inside its own container; the page itself never scrolls sideways.
const WIDTHS = [320, 375, 390];
const COMPARE = '/compare?u=stanford-university,massachusetts-institute-of-technology,university-of-toronto,harvard-university';

/** One address per route of the host (app-routes.tsx and remote-routes.ts), with real parameters. */
const ROUTES: Record<string, string> = {
  '/': '/',
  '/universities': '/universities',
  '/login': '/login',
  '/university/:name': '/university/stanford-university',
  '/about-us': '/about-us',
  '/contact-us': '/contact-us',
  '/rate-my-chances': '/rate-my-chances',
  '/shortlist': '/shortlist',
  '/compare': COMPARE,
  '/blogs': '/blogs',
  '/blogs/:slug': '/blogs/student-visa-guide',
  '/country-guides': '/country-guides',
  '/popular-courses': '/popular-courses',
  '/terms': '/terms',
  '/privacy': '/privacy',
};

test('the list covers every route of the site that a remote draws', () => {
  const declared = SITE_ROUTES.filter((route) => 'remote' in route.view).map((route) => route.path);
  expect(declared.length).toBeGreaterThan(10);
  for (const path of declared) expect(Object.keys(ROUTES)).toContain(path);
});

/** The addresses of the home page, whose explore list waits below the hero. */
const HOME_ADDRESSES = new Set([ROUTES['/'], ROUTES['/universities']]);

/** How much wider than the viewport the document is, once the page has drawn its main content. */
async function overflowAt(page: Page, address: string): Promise<number> {
  await page.goto(address);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  // (A signed-in student asking for /login is sent home.)
  if (HOME_ADDRESSES.has(new URL(page.url()).pathname)) {
    // The home page's explore list loads when the reader comes near it: go
    // there, as a reader would, again if the page was still starting and
    // took the reader back to the top.
    await expect(async () => {
      await page.locator('#explore').scrollIntoViewIfNeeded();
      await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 2_000 });
    }).toPass();
  }
  await expect(page.getByText('Loading...')).toHaveCount(0);
  if (address.startsWith('/compare')) await expect(page.getByRole('table')).toBeVisible();
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const signedIn of [false, true]) {
  // Issue 29, section 4: nor does any figure (CA$27,520, 18,335, 7.3%) break across lines on it.
  test(`no route is wider than the screen, nor breaks a figure, at ${WIDTHS.join(', ')} px (${signedIn ? 'signed in' : 'guest'})`, async ({ page }) => {
    test.setTimeout(240_000);
    if (signedIn) await signInAsDemoStudent(page);
    const tooWide: string[] = [];
    const brokenFigures: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const address of Object.values(ROUTES)) {
        if (!signedIn && (address === '/rate-my-chances' || address === '/shortlist')) continue; // guests are sent to /login
        const extra = await overflowAt(page, address);
        if (extra > 0) tooWide.push(`${address} at ${width} px: ${extra} px too wide`);
        for (const figure of await figuresBrokenAcrossLines(page)) brokenFigures.push(`${address} at ${width} px: ${figure}`);
      }
    }
    expect(tooWide).toEqual([]);
    expect(brokenFigures).toEqual([]);
  });
}
