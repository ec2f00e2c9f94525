import { expect, test, type Page } from '@playwright/test';
import { scrollToTheList, signInThenView } from './at-width';
import { remoteHasTakenOver } from './server-copy';

// Issue 46, point 5: with picks made, the compare bar is one line on a phone
// (it covered about 238 px of an 844 px screen), opens to show the picks, and
// compare's table has no label running into the next cell.

const PICKS = [
  { slug: 'stanford-university', name: 'Stanford University' },
  { slug: 'massachusetts-institute-of-technology', name: 'Massachusetts Institute of Technology' },
];
const COMPARE = `/compare?u=${PICKS.map((pick) => pick.slug).join(',')},university-of-toronto`;
/** At most this tall on a 390 x 844 phone, folded. */
const PHONE_BAR_MAX_PX = 100;

const bar = (page: Page) => page.getByRole('region', { name: 'Compare universities' });

/** Every page that shows the bar, and how to get it on screen there. */
const PAGES: Array<{ name: string; student: boolean; open: (page: Page) => Promise<void> }> = [
  {
    name: 'home',
    student: false,
    open: async (page) => {
      await page.goto('/');
      await scrollToTheList(page);
    },
  },
  { name: 'calculator', student: true, open: async (page) => void (await page.goto('/rate-my-chances')) },
  { name: 'shortlist', student: true, open: async (page) => void (await page.goto('/shortlist')) },
  {
    name: 'compare',
    student: false,
    open: async (page) => {
      await page.goto(COMPARE);
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
];

const PHONE = { width: 390, height: 844 };

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  for (const { name, student, open } of PAGES) {
    test(`on the ${name} page the bar is one line of at most ${PHONE_BAR_MAX_PX} px, and opens to show the picks`, async ({ page }) => {
      await page.addInitScript((picks) => window.localStorage.setItem('gradatlas.compare', JSON.stringify(picks)), PICKS);
      if (student) await signInThenView(page, PHONE);
      await open(page);
      await remoteHasTakenOver(page);
      await expect(bar(page)).toBeVisible();
      const folded = (await bar(page).boundingBox())!;
      expect(folded.height).toBeLessThanOrEqual(PHONE_BAR_MAX_PX);
      const toggle = bar(page).getByRole('button', { name: 'Your picks (2)' });
      const compare = bar(page).getByRole('link', { name: 'Compare (2)' });
      await expect(toggle).toBeVisible();
      await expect(compare).toBeVisible();
      // One line: the toggle and Compare side by side.
      const [toggleBox, compareBox] = [(await toggle.boundingBox())!, (await compare.boundingBox())!];
      expect(Math.abs(toggleBox.y - compareBox.y)).toBeLessThan(8);
      await expect(bar(page).getByRole('button', { name: 'Remove Stanford University from compare' })).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(bar(page).getByRole('button', { name: 'Remove Stanford University from compare' })).toBeVisible();
      await expect(bar(page).getByText('2 of 4 picked')).toBeVisible();
      await toggle.click();
      await expect(bar(page).getByRole('button', { name: 'Remove Stanford University from compare' })).toBeHidden();
    });
  }

  test("no label or figure in compare's table runs into the next cell", async ({ page }) => {
    await signInThenView(page, PHONE);
    await page.goto(COMPARE);
    const table = page.getByRole('table');
    await expect(table.getByRole('rowheader', { name: 'International share (undergrad.)' })).toBeVisible();
    // A cell whose content is wider than the cell spills into its neighbour (the label did, at 390 px).
    const spilling = await table.evaluate((element) =>
      Array.from(element.querySelectorAll('th, td'))
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent),
    );
    expect(spilling).toEqual([]);
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the bar shows every pick, Clear and Compare at once, with no toggle', async ({ page }) => {
    await page.addInitScript((picks) => window.localStorage.setItem('gradatlas.compare', JSON.stringify(picks)), PICKS);
    await page.goto(COMPARE);
    await remoteHasTakenOver(page);
    await expect(bar(page).getByText('2 of 4 picked')).toBeVisible();
    for (const pick of PICKS) await expect(bar(page).getByRole('button', { name: `Remove ${pick.name} from compare` })).toBeVisible();
    await expect(bar(page).getByRole('button', { name: 'Clear' })).toBeVisible();
    await expect(bar(page).getByRole('button', { name: /^Your picks/ })).toBeHidden();
    expect((await bar(page).boundingBox())!.height).toBeLessThanOrEqual(PHONE_BAR_MAX_PX);
  });
});
