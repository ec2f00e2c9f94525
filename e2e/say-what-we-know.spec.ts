import { expect, test, type Page } from '@playwright/test';
import { signInAsDemoStudent } from './sign-in';

// Issue 29: say only what we know, and let anyone open an explanation.
const DETAIL_PAGES = ['university-of-michigan-ann-arbor', 'university-of-toronto', 'stanford-university'];

async function openDetail(page: Page, slug: string) {
  await page.goto(`/university/${slug}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Basic Information' })).toBeVisible();
}

/** Elements of the main content whose whole text is a bare "N/A". */
const bareNotAvailable = (page: Page) =>
  page.getByRole('main').evaluate((main) => Array.from(main.querySelectorAll('*')).filter((el) => el.children.length === 0 && el.textContent?.trim() === 'N/A').length);

test.describe('signed-in student', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsDemoStudent(page);
  });

  for (const slug of DETAIL_PAGES) {
    test(`${slug}: at most 3 bare N/A, and what we lack is named once a section with where to look`, async ({ page }) => {
      await openDetail(page, slug);
      expect(await bareNotAvailable(page)).toBeLessThanOrEqual(3);
      const admission = page.getByRole('region', { name: 'Admission Requirements' });
      const lacking = admission.getByText(/^(Not published in our sources: |None of these figures is published in our sources \().*master's acceptance rate/);
      await expect(lacking).toHaveCount(1);
      // The admissions page (IPEDS, US records), else the university's website (Toronto).
      const place = slug === 'university-of-toronto' ? 'website' : 'admissions page';
      await expect(lacking.getByRole('link', { name: `${place} (opens in a new tab)`, exact: false })).toHaveAttribute('href', /^https?:\/\//);
    });
  }

  test("Toronto's department-example tuition is shown with its label, but is never 'Best' nor in a cost band", async ({ page }) => {
    await openDetail(page, 'university-of-toronto');
    await expect(page.getByRole('rowheader', { name: /^Tuition Fees \(.*department example 2022/ })).toBeVisible();

    await page.goto('/compare?u=university-of-michigan-ann-arbor,university-of-toronto');
    const tuition = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Graduate tuition (yearly)', exact: true }) });
    await expect(tuition.getByRole('cell').nth(1)).toContainText("not comparable: one department's example");
    await expect(tuition.getByRole('cell').nth(1)).not.toContainText('Best');
    const total = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total yearly cost', exact: true }) });
    await expect(total.getByRole('cell').nth(1)).toContainText('No total');
    await expect(total).not.toContainText('Best');

    await page.goto('/?search=University%20of%20Toronto');
    const card = page.getByRole('list', { name: 'Universities' }).getByRole('article', { name: 'University of Toronto', exact: true });
    await expect(card).toContainText('No cost band');
    await expect(card).toContainText("The tuition we have is one programme's 2022 fee, not the university's own figure");
    await expect(card).not.toContainText(/Affordable|Mid-Range|Premium/);
  });

  test('rankings show their year, old ones apart, and ours says how it is made', async ({ page }) => {
    await openDetail(page, 'university-of-toronto');
    await expect(page.getByRole('table', { name: /^Older rankings/ }).getByRole('row', { name: /Times Higher Education 19 \(2016\)/ })).toBeVisible();
    const current = page.getByRole('table', { name: 'University Rankings' });
    await expect(current).not.toContainText('2016');
    await current.getByRole('link', { name: 'How it is computed' }).click();
    await expect(page.getByText(/How the GradAtlas ranking is computed/)).toBeInViewport();
  });

  test('an (est.) note opens by keyboard and by click, and says it is open', async ({ page }) => {
    await openDetail(page, 'university-of-michigan-ann-arbor');
    const mark = page.getByRole('table', { name: 'Financial Information' }).getByRole('button', { name: /^\(est\.\)/ }).first();
    const note = page.getByRole('note').filter({ hasText: /estimate/i }).first();
    await expect(note).toBeHidden();
    await mark.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.estimate-note:popover-open')).toHaveCount(1);
    await expect(page.locator('.estimate-note:popover-open')).toBeVisible();
    expect(await expandedInChromium(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('.estimate-note:popover-open')).toHaveCount(0);
    await mark.click();
    await expect(page.locator('.estimate-note:popover-open')).toBeVisible();
  });

  test('compare on a phone shows two schools side by side and keeps their names in view while the facts scroll', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/compare?u=stanford-university,massachusetts-institute-of-technology,university-of-toronto,harvard-university');
    const names = page.getByRole('columnheader');
    await expect(names).toHaveCount(5);
    for (const index of [1, 2]) {
      const box = (await names.nth(index).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const region = page.getByRole('region', { name: 'Comparison table' });
    await region.evaluate((element) => element.scrollBy(0, 400));
    await page.waitForTimeout(200);
    const [header, scroller] = [(await names.nth(1).boundingBox())!, (await region.boundingBox())!];
    expect(Math.abs(header.y - scroller.y)).toBeLessThanOrEqual(2);
    await expect(names.nth(1)).toBeInViewport();
  });

  // A floating button passes over the page while it scrolls; what it must never
  // hide is the tray and its controls, nor what lies under it once the list ends.
  test('back to top never covers the compare tray, its buttons, or a button at the end of the list', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // On a phone the list starts below the hero and loads when the reader comes near it.
    await page.getByRole('link', { name: 'Find Your University' }).click();
    const cards = page.getByRole('list', { name: 'Universities' }).getByRole('article');
    for (const index of [0, 1]) await cards.nth(index).getByRole('button', { name: 'Add to compare' }).click();
    for (const y of [700, 1400, 100_000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const toTop = page.getByRole('button', { name: 'Back to top' });
      await expect(toTop).toBeVisible();
      await page.waitForTimeout(300);
      const covered = await toTop.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const overlaps = (r: DOMRect) => r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
        const tray = document.querySelector('.compare-bar');
        const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        const clickable = Array.from(document.querySelectorAll(atEnd ? 'a, button, input, select, [tabindex]' : '.compare-bar a, .compare-bar button'));
        const hits = clickable.filter((el) => el !== button && overlaps(el.getBoundingClientRect()));
        return [...(tray && overlaps(tray.getBoundingClientRect()) ? ['the compare tray'] : []), ...hits.map((el) => el.textContent?.trim() || el.tagName)];
      });
      expect(covered, `scrolled to ${y}`).toEqual([]);
    }
  });
});

test('a tap opens an (est.) note on a phone', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true });
  const page = await context.newPage();
  await signInAsDemoStudent(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openDetail(page, 'university-of-michigan-ann-arbor');
  await page.getByRole('table', { name: 'Financial Information' }).getByRole('button', { name: /^\(est\.\)/ }).first().tap();
  await expect(page.locator('.estimate-note:popover-open')).toBeVisible();
  await context.close();
});

/** Chromium's own accessibility tree: is the focused (est.) button exposed as expanded? */
async function expandedInChromium(page: Page): Promise<boolean> {
  const session = await page.context().newCDPSession(page);
  const { result } = await session.send('Runtime.evaluate', { expression: 'document.activeElement' });
  const { nodes } = await session.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
  return Boolean(nodes[0]?.properties?.some((p) => p.name === 'expanded' && p.value.value === true));
}

// Issue 29, section 7: a student reads no commands or file names on any page.
const PAGES = ['/', '/university/stanford-university', '/university/university-of-toronto', '/compare?u=stanford-university,university-of-toronto', '/shortlist', '/rate-my-chances', '/about-us', '/blogs', '/country-guides', '/popular-courses'];
const DEVELOPER_TEXT = /\bnpm (run|start|test)\b|\s-w (api|shared)\b|\b[\w-]+\.(csv|md|tsx?|cjs|mjs)\b|\bapi\/(docs|scripts|src)\//;

test('no page shows a command or a file name', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsDemoStudent(page);
  const found: string[] = [];
  for (const address of PAGES) {
    await page.goto(address);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    // textContent, not innerText: a closed note or explanation counts too.
    const text = (await page.getByRole('main').textContent()) ?? '';
    const match = DEVELOPER_TEXT.exec(text);
    if (match) found.push(`${address}: "${text.slice(Math.max(0, match.index - 40), match.index + 40)}"`);
  }
  expect(found).toEqual([]);
});
