import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsDemoStudent } from './sign-in';

const cards = (page: Page) => page.getByRole('list', { name: 'Universities' }).getByRole('article');
const MIT = 'Massachusetts Institute of Technology';

async function tuitionOf(card: Locator): Promise<number | null> {
  const text = await card.locator('dt', { hasText: /^Tuition$/ }).locator('xpath=following-sibling::dd[1]').innerText();
  // Only the amount: an estimated value is followed by '(est.)' and its note, which may hold other figures (a year).
  // The filter's bands are in US dollars: a CA$ amount is read by its US$ equivalent, '(≈ US$21,148)'.
  const amount = text.match(/US\$[\d,]+/)?.[0] ?? text.match(/(?<!CA)\$[\d,]+/)?.[0];
  return amount ? Number(amount.replace(/[^0-9]/g, '')) : null;
}

test.describe('guest', () => {
  test('sees the basic view: cards without acceptance figures or requirements, and no tuition filter', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Basic View')).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    const first = cards(page).first();
    await expect(first.getByRole('link', { name: 'Login to view' })).toBeVisible();
    await expect(first.getByText('Login to view requirements')).toBeVisible();
    await expect(first.getByText('Login to view more details about this university.')).toBeVisible();
    await expect(first.getByText(/^\d+(\.\d+)?%$/)).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Tuition fees' })).toHaveCount(0);
  });

  test('loads more until there is no next page, and filters by country', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('Canada');
    await expect(cards(page).first().getByRole('img', { name: 'Canada flag' })).toBeVisible();
    const loadMore = page.getByRole('button', { name: 'Load More Universities' });
    let shown = await cards(page).count();
    for (let round = 0; round < 60 && (await loadMore.isVisible()); round += 1) {
      await loadMore.click();
      await expect(cards(page)).not.toHaveCount(shown);
      const now = await cards(page).count();
      expect(now - shown).toBeLessThanOrEqual(6);
      shown = now;
    }
    await expect(loadMore).toBeHidden();
    expect(shown).toBeGreaterThan(6);
    await expect(page.getByRole('img', { name: 'United States flag' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Canada flag' })).toHaveCount(shown);
  });

  test('searches with the keyboard through suggestions', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search universities' });
    await box.fill('Massachusetts Inst');
    const option = page.getByRole('option', { name: new RegExp(MIT) });
    await expect(option).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Enter');
    await expect(box).toHaveValue(MIT);
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(cards(page).first().getByRole('heading', { name: MIT })).toBeVisible();
  });

  test('opens a detail page with only the overview; every other section asks to log in', async ({ page }) => {
    await page.goto('/university/massachusetts-institute-of-technology');
    await expect(page.getByRole('heading', { level: 1, name: MIT })).toBeVisible();
    await expect(page.getByText('Login Required').first()).toBeVisible();
    expect(await page.getByText('Login Required').count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('link', { name: 'Rate My Chances' }).last()).toHaveAttribute('href', '/login');
  });

  test('an unknown university says so', async ({ page }) => {
    await page.goto('/university/no-such-university-anywhere');
    await expect(page.getByText('University not found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });
});

test.describe('signed-in student', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsDemoStudent(page);
  });

  test('sees scores on cards (what admits posted, with count and seasons; no GMAT on USA cards) and the tuition filter narrows the list', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(6);
    const usaCard = cards(page).filter({ has: page.getByRole('img', { name: 'United States flag' }) }).first();
    // The first schools all have at least 20 admits who posted a GPA on The GradCafe (issue 45).
    const posted = usaCard.getByRole('definition').filter({ hasText: /^\d+(\.\d+)? \(\d+ admits, \d{4}-\d{4}\)$/ });
    await expect(posted.first()).toBeVisible();
    await expect(usaCard.getByText('Admits’ GPA (of 4)', { exact: true })).toBeVisible();
    await expect(usaCard.getByText('GMAT', { exact: true })).toHaveCount(0);
    await expect(usaCard.getByText('N/A', { exact: true })).toHaveCount(0);
    await expect(usaCard.getByText(/^\d+(\.\d+)?%/)).toBeVisible();

    await page.getByRole('combobox', { name: 'Tuition fees' }).selectOption({ label: '$25,001-$35,000' });
    await expect(async () => {
      const count = await cards(page).count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const tuition = await tuitionOf(cards(page).nth(i));
        expect(tuition).not.toBeNull();
        expect(tuition!).toBeGreaterThanOrEqual(25_001);
        expect(tuition!).toBeLessThanOrEqual(35_000);
      }
    }).toPass();
  });

  test('sees every section of a detail page and can copy a contact value', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/university/massachusetts-institute-of-technology');
    await expect(page.getByRole('heading', { level: 1, name: MIT })).toBeVisible();
    await expect(page.getByText('Login Required')).toHaveCount(0);
    for (const section of ['Overview', 'University Information', 'Admission Requirements', 'Rankings', 'FAQs']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    const copy = page.getByRole('button', { name: /^Copy / }).first();
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\S/);
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeHidden({ timeout: 5_000 });
  });
});
