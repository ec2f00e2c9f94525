import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startClean } from './clean-account';
import { signInAsDemoStudent } from './sign-in';

// Issue 12 in a real browser against the built site and the real API: the
// shortlist lives on the server, the comparison is a link anyone can open.

const cards = (page: Page) => page.getByRole('list', { name: 'Universities' }).getByRole('article');
const shortlistLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Shortlist/ });

/** One general calculation with a fixed profile; the calculator keeps these inputs for compare's chance row. */
async function calculateGeneralMatches(page: Page) {
  await page.goto('/rate-my-chances');
  await page.getByRole('combobox', { name: 'Test type' }).selectOption('GRE');
  await page.getByRole('spinbutton', { name: 'Test score (GRE)' }).fill('322');
  await page.getByRole('combobox', { name: 'Language test' }).selectOption('IELTS');
  await page.getByRole('spinbutton', { name: 'Language score (IELTS)' }).fill('7.5');
  await page.getByRole('spinbutton', { name: 'GPA' }).fill('3.7');
  await page.getByRole('button', { name: 'Calculate My Chances' }).click();
  await expect(page.getByRole('heading', { name: 'Your university matches' })).toBeVisible();
}

test('a student saves two universities from the home page and finds them on /shortlist, also after logging out and in', async ({ page }) => {
  await signInAsDemoStudent(page);
  await startClean(page);
  await page.goto('/');
  await expect(cards(page)).toHaveCount(6);
  const names: string[] = [];
  for (const card of [cards(page).nth(0), cards(page).nth(1)]) {
    names.push((await card.getByRole('heading', { level: 3 }).textContent()) ?? '');
    const toggle = card.getByRole('button', { name: 'Save to shortlist' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveText('★ Save to shortlist');
  }
  await expect(shortlistLink(page)).toHaveAccessibleName('Shortlist, 2 saved');

  await shortlistLink(page).click();
  await expect(page).toHaveURL(/\/shortlist$/);
  const saved = page.getByRole('list', { name: 'Saved universities' });
  for (const name of names) await expect(saved.getByRole('heading', { level: 3, name })).toBeVisible();

  // Logging out on /shortlist leads to sign-in; signing in again comes back to the list.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(shortlistLink(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in with the development account' }).click();
  await expect(page).toHaveURL(/\/shortlist$/);
  await expect(shortlistLink(page)).toHaveAccessibleName('Shortlist, 2 saved');
  for (const name of names) await expect(saved.getByRole('heading', { level: 3, name })).toBeVisible();
});

test('a guest who presses Save to shortlist signs in and comes back to the same page, with the school saved (guest-save.spec.ts has more)', async ({ page }) => {
  await page.goto('/university/stanford-university');
  await page.getByRole('button', { name: 'Save to shortlist' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign in with the development account' }).click();
  await expect(page).toHaveURL(/\/university\/stanford-university$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stanford University' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Save to shortlist' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The dev account is shared by the whole run: leave it as it was.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
});

test('three universities side by side, with a chance row once the calculator has been used', async ({ page }) => {
  await signInAsDemoStudent(page);
  await startClean(page);

  // Use the calculator once, so there are saved inputs to estimate from.
  await calculateGeneralMatches(page);

  await page.goto('/');
  await expect(cards(page)).toHaveCount(6);
  for (const index of [0, 1, 2]) await cards(page).nth(index).getByRole('button', { name: 'Add to compare' }).click();
  const bar = page.getByRole('region', { name: 'Compare universities' });
  await expect(bar.getByText('3 of 4 picked')).toBeVisible();
  await bar.getByRole('link', { name: 'Compare (3)' }).click();

  await expect(page).toHaveURL(/\/compare\?u=[a-z0-9-]+,[a-z0-9-]+,[a-z0-9-]+$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(4); // "Fact" and three universities
  const chanceRow = table.getByRole('row', { name: /^Your estimated chance/ });
  await expect(chanceRow.getByRole('cell')).toHaveCount(3);
  // Each estimate with its likely range, written as the calculator writes it: "43.2%, likely 35.0-52.4% · Moderate".
  for (const cell of await chanceRow.getByRole('cell').all()) await expect(cell).toHaveText(/^\d{1,2}\.\d%, likely \d{1,2}\.\d-\d{1,2}\.\d% · (Safe|Moderate|Ambitious)/);
  await expect(table.getByRole('row', { name: /^Acceptance rate/ }).getByRole('cell')).toHaveCount(3);

  // The shortlist shows the same estimate and range for a saved school.
  await page.goto('/university/stanford-university');
  const toggle = page.getByRole('button', { name: 'Save to shortlist' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/shortlist');
  const saved = page.getByRole('list', { name: 'Saved universities' });
  await expect(saved.getByText(/^Your estimated chance: \d{1,2}\.\d%, likely \d{1,2}\.\d-\d{1,2}\.\d% · (Safe|Moderate|Ambitious)$/)).toBeVisible();
});

test('a calculator result is saved to the shortlist and added to compare without searching for it again (both modes)', async ({ page }) => {
  await signInAsDemoStudent(page);
  await startClean(page);
  await calculateGeneralMatches(page);

  // General mode: the first university of the lists, saved and picked from its own result.
  const first = page.getByRole('group', { name: /: shortlist and compare$/ }).first();
  const firstName = ((await first.getAttribute('aria-label')) ?? '').replace(/: shortlist and compare$/, '');
  expect(firstName, 'the specific step below picks Stanford as the second school').not.toBe('Stanford University');
  const save = first.getByRole('button', { name: 'Save to shortlist' });
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(shortlistLink(page)).toHaveAccessibleName('Shortlist, 1 saved');
  await first.getByRole('button', { name: 'Add to compare' }).click();
  const bar = page.getByRole('region', { name: 'Compare universities' });
  await expect(bar.getByText('1 of 4 picked: pick at least 2 to compare')).toBeVisible();
  // Each toggle answers to the words it shows (WCAG 2.5.3), pressed or not.
  const { violations } = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).include('main').analyze();
  expect(violations).toEqual([]);

  // Specific mode: the analysed university, picked as the second school.
  await page.getByRole('radio', { name: 'Specific university' }).check();
  const box = page.getByRole('combobox', { name: 'University' });
  await box.fill('Stanford');
  await page.getByRole('listbox', { name: 'University suggestions' }).getByRole('option', { name: /Stanford University/ }).first().click();
  await page.getByRole('button', { name: 'Calculate My Chances' }).click();
  const stanford = page.getByRole('group', { name: 'Stanford University: shortlist and compare' });
  await stanford.getByRole('button', { name: 'Add to compare' }).click();
  await expect(stanford.getByRole('button', { name: 'Add to compare' })).toHaveAttribute('aria-pressed', 'true');
  await bar.getByRole('link', { name: 'Compare (2)' }).click();

  await expect(page).toHaveURL(/\/compare\?u=[a-z0-9-]+,stanford-university$/);
  await expect(page.getByRole('table').getByRole('columnheader', { name: 'Stanford University' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('columnheader', { name: firstName })).toBeVisible();
  await shortlistLink(page).click();
  await expect(page.getByRole('list', { name: 'Saved universities' }).getByRole('heading', { level: 3, name: firstName })).toBeVisible();
});

test('a guest opens a shared comparison link, sees the guest rows and is asked to log in for the rest', async ({ page }) => {
  await page.goto('/compare?u=stanford-university,massachusetts-institute-of-technology,no-such-university');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Stanford University' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Massachusetts Institute of Technology' })).toBeVisible();
  await expect(page.getByText('No university was found for: no-such-university.')).toBeVisible();

  await expect(table.getByRole('row', { name: /^Graduate tuition/ }).getByRole('cell').first()).toHaveText(/^\$\d/);
  const locked = table.getByRole('row', { name: /^Acceptance rate/ }).getByRole('link', { name: 'Log in to view Acceptance rate (undergrad.)' });
  await expect(locked).toBeVisible();
  await expect(table.getByRole('row', { name: /^Your estimated chance/ })).toHaveCount(0);

  await locked.click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign in with the development account' }).click();
  await expect(page).toHaveURL(/\/compare\?u=stanford-university,massachusetts-institute-of-technology,no-such-university$/);
  await expect(page.getByRole('table').getByRole('row', { name: /^Acceptance rate/ }).getByRole('cell')).toHaveCount(2);
});
