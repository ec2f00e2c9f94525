import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInThenView } from './at-width';
import { startClean } from './clean-account';

// Issue 45's applicant, in a real browser against the built site and the real
// API: an Indian Master's applicant in Computer Science (CGPA 8.4/10, TOEFL
// 104, no GRE) takes the programme's first suggestion, calculates, saves two
// schools and compares them, and reads one chance per school on every page.

const TIERS = ['Safe', 'Moderate', 'Ambitious'] as const;

async function calculateAsTheApplicant(page: Page) {
  await page.goto('/rate-my-chances');
  await page.getByRole('combobox', { name: 'Test type' }).selectOption('None');
  await page.getByRole('combobox', { name: 'Language test' }).selectOption('TOEFL');
  await page.getByRole('spinbutton', { name: 'Language score (TOEFL)' }).fill('104');
  await page.getByRole('spinbutton', { name: 'GPA' }).fill('8.4');
  await page.getByRole('combobox', { name: 'Degree level (optional)' }).selectOption("Master's");
  const programme = page.getByRole('combobox', { name: 'Programme (optional)' });
  await programme.click();
  await programme.fill('computer science');
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).toContainText('Computer Science');
  await first.click();
  await page.getByRole('button', { name: 'Calculate My Chances' }).click();
  await expect(page.getByRole('heading', { name: 'Your university matches' })).toBeVisible();
}

interface Listed {
  name: string;
  /** "41.8%, likely 29.3-55.0% · Ambitious", as compare and the shortlist must show it too. */
  shown: string;
  item: Locator;
}

/** The schools of every tier, with the estimate each list shows. */
async function listedSchools(page: Page): Promise<Listed[]> {
  const listed: Listed[] = [];
  for (const tier of TIERS) {
    for (const item of await page.getByRole('region', { name: tier, exact: true }).getByRole('listitem').all()) {
      const name = (await item.getByRole('link').first().textContent())?.trim() ?? '';
      const chance = (await item.getByText(/^Estimated chance: /).textContent())?.replace('Estimated chance: ', '').trim() ?? '';
      listed.push({ name, shown: `${chance} · ${tier}`, item });
    }
  }
  return listed;
}

for (const width of [390, 1366]) {
  test(`at ${width} px, the first Computer Science suggestion lists schools, and the list, the shortlist and compare give each the same chance and tier`, async ({ page }) => {
    await signInThenView(page, { width, height: width < 600 ? 844 : 900 });
    await startClean(page);
    await calculateAsTheApplicant(page);

    // The question answered, in words, and no empty lists for the field thousands apply to.
    await expect(page.getByText("For a Master's in Computer Science, GPA 8.4/10, TOEFL 104, no GRE or GMAT, as an international applicant.")).toBeVisible();
    const listed = await listedSchools(page);
    expect(listed.length).toBeGreaterThanOrEqual(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const picked = listed.slice(0, 2);
    for (const { item } of picked) {
      await item.getByRole('button', { name: 'Save to shortlist' }).click();
      await expect(item.getByRole('button', { name: 'Save to shortlist' })).toHaveAttribute('aria-pressed', 'true');
      await item.getByRole('button', { name: 'Add to compare' }).click();
    }

    await page.goto('/shortlist');
    const saved = page.getByRole('list', { name: 'Saved universities' });
    await expect(page.getByText(/^Your estimated chances: For a Master's in Computer Science, GPA 8\.4\/10, TOEFL 104/)).toBeVisible();
    for (const { name, shown } of picked) {
      const card = saved.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
      await expect(card.getByText(`Your estimated chance: ${shown}`)).toBeVisible();
    }

    await page.getByRole('region', { name: 'Compare universities' }).getByRole('link', { name: 'Compare (2)' }).click();
    const chanceRow = page.getByRole('table').getByRole('row', { name: /^Your estimated chance/ });
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3); // "Fact" and the two schools
    await expect(chanceRow.getByRole('cell').first()).toContainText('%');
    const columns = await page.getByRole('table').getByRole('columnheader').allTextContents();
    for (const { name, shown } of picked) {
      const column = columns.findIndex((header) => header.trim() === name);
      expect(column).toBeGreaterThan(0);
      await expect(chanceRow.getByRole('cell').nth(column - 1)).toContainText(shown);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The dev account is shared by the whole run: leave it as it was.
    await startClean(page);
  });
}
