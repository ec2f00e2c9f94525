import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsDemoStudent } from './sign-in';

// axe-core in the real browser: the calculator must have no violation of
// serious or critical impact, on its empty form and with each kind of result.
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function fillProfile(page: Page) {
  await page.getByRole('combobox', { name: 'Test type' }).selectOption('GRE');
  await page.getByRole('spinbutton', { name: 'Test score (GRE)' }).fill('320');
  await page.getByRole('spinbutton', { name: 'Language score (IELTS)' }).fill('7');
  await page.getByRole('spinbutton', { name: 'GPA' }).fill('3.6');
}

test.describe('Rate My Chances, signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsDemoStudent(page);
    await page.goto('/rate-my-chances');
    await expect(page.getByRole('heading', { level: 1, name: 'Rate My Chances' })).toBeVisible();
  });

  test('the empty form has no serious or critical axe violation', async ({ page }) => {
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a general result and a specific analysis have none either', async ({ page }) => {
    await fillProfile(page);
    await page.getByRole('button', { name: 'Calculate My Chances' }).click();
    await expect(page.getByRole('heading', { name: 'Your university matches' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: 'Specific university' }).check();
    const box = page.getByRole('combobox', { name: 'University' });
    await box.fill('Stanford');
    await page.getByRole('listbox', { name: 'University suggestions' }).getByRole('option').first().click();
    await page.getByRole('button', { name: 'Calculate My Chances' }).click();
    await expect(page.getByRole('meter', { name: 'Estimated chance' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

// Each route has exactly one main landmark: the host's (or the standalone
// shell's). Pages, the host's and the remotes', render inside it.
const GUEST_ROUTES: Array<[string, string]> = [
  ['/', 'Explore Universities'],
  ['/university/stanford-university', 'Stanford University'],
  ['/blogs', 'Blogs'],
  ['/blogs/student-visa-guide', 'Visa'],
  ['/about-us', 'About Us'],
  ['/login', 'Welcome Back'],
  ['/compare?u=stanford-university,massachusetts-institute-of-technology', 'Compare universities'],
];

for (const [path, text] of GUEST_ROUTES) {
  test(`${path} has exactly one main landmark`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
  });
}

test('a comparison has no serious or critical axe violation, for a guest or signed in', async ({ page }) => {
  const link = '/compare?u=stanford-university,massachusetts-institute-of-technology,university-of-chicago';
  await page.goto(link);
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);
  await signInAsDemoStudent(page);
  await page.goto(link);
  await expect(page.getByRole('table').getByRole('row', { name: /^Acceptance rate/ }).getByRole('cell')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
});
