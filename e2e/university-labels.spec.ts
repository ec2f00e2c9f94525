import { expect, test, type Page } from '@playwright/test';
import { signInAsDemoStudent } from './sign-in';

// Issue 20: what a graduate applicant pays, in which currency, and honest labels.
const cards = (page: Page) => page.getByRole('list', { name: 'Universities' }).getByRole('article');
const row = (page: Page, table: string, label: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });

test.describe('signed-in student', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsDemoStudent(page);
  });

  test('a card labels the undergraduate acceptance rate as such', async ({ page }) => {
    await page.goto('/');
    const first = cards(page).first();
    await expect(first.locator('dt', { hasText: /^Acceptance \(undergrad\.\)$/ })).toBeVisible();
    await expect(first.locator('dt', { hasText: /^Acceptance$/ })).toHaveCount(0);
  });

  test("Michigan's detail page shows graduate tuition with its source, the undergraduate figure apart, fees, address and the main line", async ({ page }) => {
    await page.goto('/university/university-of-michigan-ann-arbor');
    await expect(page.getByRole('heading', { level: 1, name: 'University of Michigan-Ann Arbor' })).toBeVisible();
    await expect(page.getByLabel('Quick facts')).toContainText('Acceptance Rate (undergrad.)');
    await expect(row(page, 'Financial Information', 'Tuition Fees (full-time graduate tuition and required fees, out-of-state (IPEDS 2022-23))')).toContainText('$52,456');
    await expect(row(page, 'Financial Information', 'Undergraduate Tuition Fees (out-of-state, College Scorecard 2021-22)')).toContainText('$53,232');
    await expect(row(page, 'Financial Information', "Application Fee (Master's / graduate)")).toContainText('$75');
    await expect(row(page, 'Basic Information', 'Address')).toContainText('503 Thompson Street, Ann Arbor, MI 48109');
    await expect(row(page, 'Basic Information', 'Research Class (Carnegie 2021)')).toContainText('R1: very high research activity');
    await expect(row(page, 'Contact Information', "Main Phone (institution's main line)")).toContainText('(734) 764-1817');
    await expect(row(page, 'Acceptance Rates', 'Overall (undergrad.)')).toContainText('%');
  });

  test('a Canadian detail page shows CA$ with the US$ equivalent and the dated rate', async ({ page }) => {
    await page.goto('/university/university-of-toronto');
    await expect(row(page, 'Financial Information', 'Tuition Fees (international graduate tuition of one ecology and evolution programme, department example 2022 (CAD))')).toContainText(
      'CA$27,520 (≈ US$21,148)',
    );
    await expect(row(page, 'Financial Information', 'Exchange Rate')).toContainText('Bank of Canada 2022 annual average rate, US$1 = CA$1.3013');
  });

  // Issue 29: Toronto's CA$ figure is one department's example, so it ranks against nothing.
  test("compare labels graduate tuition and the undergraduate acceptance rate, and ranks no department's example tuition", async ({ page }) => {
    await page.goto('/compare?u=university-of-toronto,university-of-michigan-ann-arbor');
    const table = page.getByRole('table');
    const tuition = table.getByRole('row', { name: /^Graduate tuition/ }).getByRole('cell');
    await expect(tuition.nth(0)).toContainText('CA$27,520 (≈ US$21,148)');
    await expect(tuition.nth(0)).toContainText("not comparable: one department's example");
    await expect(tuition.nth(1)).toContainText('$52,456');
    await expect(table.getByRole('row', { name: /^Graduate tuition/ })).not.toContainText('Best');
    await expect(table.getByRole('row', { name: /^Acceptance rate \(undergrad\.\)/ }).getByRole('cell')).toHaveCount(2);
    await expect(table.getByRole('row', { name: /^Research class \(Carnegie 2021\)/ }).getByRole('cell').nth(1)).toHaveText('R1: very high research activity');
    await expect(page.getByText(/Amounts in CA\$ are Canadian dollars; US\$ at the Bank of Canada 2022 annual average rate/)).toBeVisible();
  });
});
