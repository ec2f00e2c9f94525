import { expect, test, type Page } from '@playwright/test';
import { isOldRate } from '@gradatlas/shared/domain/converted-cost';
import { signInAsDemoStudent } from './sign-in';

// Issue 30 in Chromium against the built site and the real API: a yearly cost
// in the student's own currency, with the rate's date and source a tap away.

const MICHIGAN = '/university/university-of-michigan-ann-arbor';
const COMPARE = '/compare?u=university-of-toronto,university-of-michigan-ann-arbor';
const INR_RATE = 'US$1 = ₹94.96 (Federal Reserve H.10, monthly average, June 2026)';

const picker = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Currency' });
const row = (page: Page, label: string) =>
  page.getByRole('table', { name: 'Financial Information' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
const totalRow = (page: Page) => row(page, 'Total Yearly Cost (tuition and living expenses)');

/** Picks a currency once the working picker offers it (it loads after the page is idle, or on focus). */
async function choose(page: Page, label: string) {
  await picker(page).focus();
  await expect(picker(page).getByRole('option', { name: label, exact: true })).toBeAttached();
  await picker(page).selectOption({ label });
}

/** The dev account is shared by the whole run: leave it in US$ and without Michigan on the shortlist. */
async function restore(page: Page) {
  await page.goto('/shortlist');
  const remove = page.getByRole('button', { name: 'Remove University of Michigan-Ann Arbor from shortlist' });
  await expect(page.getByText(/Your shortlist is empty/).or(page.getByRole('list', { name: 'Saved universities' }))).toBeVisible();
  if (await remove.count()) await remove.click();
  await expect(picker(page).getByRole('option', { name: 'INR' })).toBeAttached();
  if ((await picker(page).inputValue()) !== 'USD') {
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/me/preferences/currency') && response.request().method() === 'PUT');
    await choose(page, 'US$');
    await saved;
  }
}

test('a student chooses INR: detail, compare and shortlist show the yearly cost in ₹ beside US$, with the rate a tap away; the choice survives a reload and a sign-out', async ({ page, browser }) => {
  await signInAsDemoStudent(page);
  try {
    await page.goto(MICHIGAN);
    await expect(picker(page)).toHaveValue('USD');
    await expect(totalRow(page)).toContainText('$67,502 (includes an estimate)');
    await expect(totalRow(page)).not.toContainText('about');

    await choose(page, 'INR');
    // US$ 52,456 + 15,046 = 67,502 at ₹94.96: ₹64,09,990, about ₹64,10,000 in lakh grouping.
    await expect(totalRow(page)).toContainText('$67,502 (includes an estimate)');
    await expect(totalRow(page)).toContainText('about ₹64,10,000');
    // The rate's date beside the amount once it is older than about two months (June's average, read in late 2026).
    if (isOldRate({ date: '2026-06' }, Date.now())) await expect(totalRow(page)).toContainText('about ₹64,10,000 (rate of June 2026)');
    await expect(row(page, 'Tuition Fees (full-time graduate tuition and required fees, out-of-state (IPEDS 2022-23))')).toContainText(/\$52,456.*about ₹49,80,000/);
    await expect(row(page, "Application Fee (Master's / graduate)")).toContainText(/\$75.*about ₹7,120/);

    // The rate, its date and source: one tap, and by keyboard.
    const toggle = totalRow(page).getByRole('button', { name: /^rate/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(totalRow(page).getByText(`US$67,502 converted at ${INR_RATE}.`, { exact: false })).toBeVisible();
    await expect(totalRow(page)).toContainText('Tuition: full-time graduate tuition and required fees, out-of-state (IPEDS 2022-23)');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // The same figure for Nigeria and China, as the page shows them.
    await choose(page, 'NGN');
    await expect(totalRow(page)).toContainText('about ₦89,500,000');
    await choose(page, 'CNY');
    await expect(totalRow(page)).toContainText('about CN¥457,000');
    await choose(page, 'INR');
    await expect(totalRow(page)).toContainText('about ₹64,10,000');

    // Compare's total row and the shortlist follow.
    await page.getByRole('button', { name: 'Save to shortlist' }).first().click();
    await page.goto(COMPARE);
    const total = page.getByRole('table').getByRole('row', { name: /^Total yearly cost/ }).getByRole('cell');
    // Compare leads with the amount in ₹, the published figure under it (issue 46).
    await expect(total.nth(1)).toContainText(/about ₹64,10,000.*\(published: \$67,502\)/);
    // The first school's tuition is one department's example: no total, so nothing to convert (issue 29).
    await expect(total.nth(0)).toContainText('No total (tuition not comparable');
    await expect(total.nth(0)).not.toContainText('₹');
    await page.goto('/shortlist');
    const michigan = page.getByRole('list', { name: 'Saved universities' }).getByRole('listitem').filter({ hasText: 'University of Michigan-Ann Arbor' });
    await expect(michigan).toContainText(/Total yearly cost: \$67,502 \(includes an estimate\)\s*about ₹64,10,000/);

    // A reload keeps it.
    await page.goto(MICHIGAN);
    await page.reload();
    await expect(totalRow(page)).toContainText('about ₹64,10,000');
    await expect(picker(page)).toHaveValue('INR');

    // So does the account: a browser that never chose gets it at sign-in.
    const other = await browser.newContext();
    const second = await other.newPage();
    await signInAsDemoStudent(second);
    await expect(picker(second)).toHaveValue('INR');
    await other.close();

    // A sign-out keeps this browser's choice; a guest sees compare's total in ₹ too.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(picker(page)).toHaveValue('INR');
    await page.goto(COMPARE);
    await expect(page.getByRole('table').getByRole('row', { name: /^Total yearly cost/ }).getByRole('cell').nth(1)).toContainText('about ₹64,10,000');
    await expect(picker(page)).toHaveValue('INR');
    await signInAsDemoStudent(page);
  } finally {
    await restore(page);
  }
});

test('when the rates cannot be loaded, compare keeps its US$ totals and everything else works', async ({ page }) => {
  await page.route('**/api/public/exchange-rates', (route) => route.fulfill({ status: 503, body: '{"success":false,"message":"down"}', contentType: 'application/json' }));
  await page.addInitScript(() => window.localStorage.setItem('gradatlas.currency', 'INR'));
  await page.goto(COMPARE);
  const total = page.getByRole('table').getByRole('row', { name: /^Total yearly cost/ }).getByRole('cell');
  await expect(total.nth(1)).toContainText('$67,502');
  await expect(page.getByRole('table').getByRole('row', { name: /^Graduate tuition/ }).getByRole('cell').nth(1)).toContainText('$52,456');
  await picker(page).focus();
  // The remembered choice stays shown; nothing is converted without a rate.
  await expect(picker(page).getByRole('option')).toHaveText(['US$', 'INR']);
  await expect(page.getByText(/about ₹/)).toHaveCount(0);
});
