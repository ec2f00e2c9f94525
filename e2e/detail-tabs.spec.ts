import { expect, test, type Page } from '@playwright/test';
import { remoteHasTakenOver } from './server-copy';
import { signInAsDemoStudent } from './sign-in';

// Issue 46, point 2: each of a university page's section tabs lands on its
// section, at a phone's and a laptop's width, for a guest and a signed-in
// student. On Georgia Tech and Wichita State the tabs used to land on "Ready
// to apply?" and the footer: the Programs tables were laid out only as they
// came near, and the page shrank from 15,771 to 9,478 px during the scroll.

const PAGES = [
  '/university/georgia-institute-of-technology',
  '/university/wichita-state-university',
  '/university/stanford-university?program=11',
  '/university/university-of-toronto',
];
const TABS = ['Overview', 'Programs', 'University Information', 'Admission Requirements', 'Rankings', 'FAQs'];
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

/** Waits until the page has stopped scrolling: the same scroll position over several frames in a row. */
async function scrollHasSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const start = window.scrollY;
        let frames = 0;
        const check = () => {
          if (window.scrollY !== start) return resolve(false);
          if (++frames >= 10) return resolve(true);
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    undefined,
    { polling: 100, timeout: 10_000 },
  );
}

/**
 * How far the section's top is from where its tab scrolls it (below the
 * sticky tabs, its scroll-margin): 0 when it landed. Only when the page
 * cannot scroll any further may it sit lower, in the screen's upper half.
 */
async function missedBy(page: Page, name: string): Promise<number> {
  return page.getByRole('region', { name, exact: true }).evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    const offset = Math.abs(top - parseFloat(getComputedStyle(element).scrollMarginTop));
    const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
    return offset <= 2 || (atBottom && top >= 0 && top < window.innerHeight / 2) ? 0 : Math.round(offset);
  });
}

async function tapEachTab(page: Page, address: string) {
  await page.goto(address);
  await remoteHasTakenOver(page);
  const tabs = page.getByRole('navigation', { name: 'University sections' });
  await expect(tabs.getByRole('button', { name: 'FAQs' })).toBeVisible();
  const present = await tabs.getByRole('button').allTextContents();
  // The tabs in an order that crosses the Programs section both ways.
  for (const name of [...TABS.filter((tab) => present.includes(tab)).reverse(), 'Rankings', 'Overview', 'FAQs']) {
    await tabs.getByRole('button', { name, exact: true }).click();
    await expect.poll(() => missedBy(page, name), { message: `${name} on ${address}: px from where it should land` }).toBe(0);
    // And it stays there once the scroll is over.
    await scrollHasSettled(page);
    expect(await missedBy(page, name), `${name} on ${address}, once settled`).toBe(0);
    // Seen, not covered by the site's header or the sticky tabs.
    const heading = page.getByRole('heading', { level: 2, name, exact: true });
    await expect(heading).toBeInViewport();
    expect(await heading.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.left + 10, box.top + box.height / 2));
    }), `${name} on ${address}: its heading is covered`).toBe(true);
  }
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    // One test a page: each tab's smooth scroll takes a while on a phone-sized page, and four pages of nine taps outgrow one test's time.
    for (const address of PAGES) {
      test(`a guest: every tab lands on its section on ${address}`, async ({ page }) => {
        await tapEachTab(page, address);
      });
    }

    for (const address of PAGES.slice(0, 2)) {
      test(`a signed-in student: every tab lands on its section on ${address}`, async ({ page }) => {
        // Signed in at a laptop's width, where the header shows Logout.
        await page.setViewportSize(WIDTHS[1]!);
        await signInAsDemoStudent(page);
        await page.setViewportSize(size);
        await tapEachTab(page, address);
      });
    }
  });
}
