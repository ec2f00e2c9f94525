import { expect, test, type Page } from '@playwright/test';
import { signInAsDemoStudent } from './sign-in';
import { remoteHasTakenOver } from './server-copy';

// Issue 27: a student finds universities by programme, reads a university's
// programmes and compares them on the programme chosen, against the real API
// and IPEDS-derived data (shown as "US Department of Education data").

const cards = (page: Page) => page.getByRole('list', { name: 'Universities' }).getByRole('article');
const programOptions = (page: Page) => page.getByRole('listbox', { name: 'Programme suggestions' }).getByRole('option');

async function chooseProgram(page: Page, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: 'Programme' });
  await box.fill(typed);
  await programOptions(page).filter({ hasText: option }).first().click();
}

test("a guest finds master's programmes in Computer Science with a click, and the filter survives a reload", async ({ page }) => {
  await page.goto('/');
  await expect(cards(page)).toHaveCount(6);
  await chooseProgram(page, 'computer science', /^Computer Science/);
  await expect(page).toHaveURL(/program=11&programName=Computer\+Science&level=masters/);
  await expect(page.getByText('Programme data covers US universities only (US Department of Education data).')).toBeVisible();
  await expect(cards(page).first().getByText(/^[\d,]+ master's degrees? in Computer Science, 2022-23$/)).toBeVisible();
  const stanford = cards(page).filter({ hasText: 'Stanford University' });
  await expect(stanford.getByText("383 master's degrees in Computer Science, 2022-23")).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Programme' })).toHaveValue('Computer Science');
  await expect(cards(page).filter({ hasText: 'Stanford University' }).getByText("383 master's degrees in Computer Science, 2022-23")).toBeVisible();

  await page.getByRole('combobox', { name: 'Level' }).selectOption('Doctoral');
  await expect(cards(page).filter({ hasText: 'Stanford University' }).getByText('53 doctorates in Computer Science, 2022-23')).toBeVisible();
  await expect(page).toHaveURL(/level=doctoral/);
});

test('the programme suggestions work with the keyboard', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Programme' });
  await box.fill('economics');
  await expect(programOptions(page).first()).toContainText('Economics');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue('Economics');
  await expect(page).toHaveURL(/program=45\.06/);
  await expect(cards(page).first().getByText(/in Economics, 2022-23$/)).toBeVisible();
});

test("a university's page lists its programmes, the chosen one first, and a Canadian one says what the data cover", async ({ page }) => {
  await page.goto('/university/stanford-university?program=11');
  const section = page.getByRole('region', { name: 'Programs' });
  const chosen = section.getByRole('table', { name: 'Your programme' });
  await expect(chosen).toBeVisible();
  const computerScience = chosen.getByRole('row', { name: /^Computer Science STEM OPT eligible/ });
  await expect(computerScience).toContainText('383');
  await expect(computerScience).toContainText('334 in 2021-22');
  await section.getByRole('searchbox', { name: 'Filter programmes' }).fill('mechanical');
  await expect(section.getByRole('rowheader', { name: /^Mechanical Engineering/ })).toBeVisible();
  await expect(section.getByRole('rowheader', { name: /^Computer Science/ })).toHaveCount(0);

  await page.goto('/university/university-of-toronto');
  await expect(page.getByRole('region', { name: 'Programs' })).toContainText('Programme data covers US universities only (US Department of Education data)');
});

test("on a phone, a university's programme groups open with a tap, the last one too, and the footer follows it", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/university/stanford-university');
  await remoteHasTakenOver(page);
  const section = page.getByRole('region', { name: 'Programs' });
  const groups = section.getByRole('group');
  const count = await groups.count();
  expect(count).toBeGreaterThan(5);
  // Closed, a group is one line: its table is not laid out until it is opened.
  const last = groups.nth(count - 1);
  await expect(last.getByRole('table')).toBeHidden();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await last.locator('summary').click();
  await expect(last.getByRole('table')).toBeVisible();
  await expect(last.getByRole('row').nth(1)).toBeVisible();
  const rowHeights = await last.getByRole('row').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  expect(Math.min(...rowHeights)).toBeGreaterThan(10);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(height);
  // The footer follows the last table: nothing stays collapsed in between.
  const tableBottom = (await last.getByRole('table').boundingBox())!;
  const footerTop = (await page.getByRole('contentinfo').boundingBox())!;
  expect(footerTop.y).toBeGreaterThanOrEqual(tableBottom.y + tableBottom.height);
});

test('compare shows the chosen programme at each university', async ({ page }) => {
  await page.goto('/');
  await chooseProgram(page, 'computer science', /^Computer Science/);
  await expect(cards(page).first()).toBeVisible();
  await page.goto('/compare?u=stanford-university,university-of-toronto');
  const row = page.getByRole('row', { name: /Your programme: Computer Science/ });
  await expect(row.getByRole('cell').nth(0)).toHaveText("383 master's degrees in Computer Science, 2022-23");
  await expect(row.getByRole('cell').nth(1)).toHaveText('Programme data covers US universities only (US Department of Education data)');
});

test('the calculator takes a programme and lists only universities that award it', async ({ page }) => {
  await signInAsDemoStudent(page);
  await page.goto('/rate-my-chances');
  await page.getByRole('combobox', { name: 'Test type' }).selectOption('GRE');
  await page.getByRole('spinbutton', { name: 'Test score (GRE)' }).fill('320');
  await page.getByRole('spinbutton', { name: 'GPA' }).fill('3.5');
  await page.getByRole('combobox', { name: 'Degree level (optional)' }).selectOption("Master's");
  const box = page.getByRole('combobox', { name: 'Programme (optional)' });
  await box.fill('economics');
  await page.getByRole('listbox', { name: 'Programme suggestions' }).getByRole('option').first().click();
  await expect(box).toHaveValue('Economics');
  await page.getByRole('button', { name: 'Calculate My Chances' }).click();
  await expect(page.getByRole('heading', { name: 'Your university matches' })).toBeVisible();
  await expect(page.getByText(/Only universities that awarded a degree in Economics at your level in 2021-22 or 2022-23 are listed/)).toBeVisible();
  const listed = page.getByRole('region', { name: /^(Safe|Moderate|Ambitious)$/ }).getByRole('link');
  expect(await listed.count()).toBeGreaterThan(0);
  await expect(page.getByText(/Learned from [\d,]+ real (Master's |PhD )?admission decisions/).first()).toBeVisible();
});
