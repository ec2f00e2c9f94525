import { expect, test } from '@playwright/test';
import { FIRST } from '../api/test/fixtures/short-names-typed';
import { scrollToTheList, signInThenView } from './at-width';
import { API_URL } from './test-env';

// Issue 46, point 1, in a real browser against the built site and the real
// API: the names students type find the university they mean, first, in the
// explorer's suggestions and the calculator's picker, at a phone's width and
// a laptop's. The whole list of typed names goes through the real API too.

const SAMPLE = ['MIT', 'Georgia Tech', 'UIUC', 'UofT', 'CMU', 'UBC', 'Caltech', 'UPenn'];
const slugOf = new Map(FIRST.map(([typed, slug]) => [typed, slug]));

for (const width of [390, 1366]) {
  test(`at ${width} px, the explorer suggests the university a short name means, first`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto('/');
    await scrollToTheList(page);
    const box = page.getByRole('combobox', { name: 'Search universities' });
    for (const typed of SAMPLE) {
      await box.fill(typed);
      const first = page.getByRole('listbox', { name: 'University suggestions' }).getByRole('option').first();
      // The option links the university's page: its slug is the one the name means.
      await expect(first).toBeVisible();
      const expected = await (await page.request.get(`${API_URL}/api/public/universities/slug/${slugOf.get(typed)}`)).json();
      await expect(first).toContainText(expected.university.name);
    }
  });

  test(`at ${width} px, the calculator's picker offers the university a short name means, first`, async ({ page }) => {
    await signInThenView(page, { width, height: width < 600 ? 844 : 900 });
    await page.goto('/rate-my-chances');
    await page.getByRole('radio', { name: 'Specific university' }).check();
    const box = page.getByRole('combobox', { name: 'University' });
    const listbox = page.getByRole('listbox', { name: 'University suggestions' });
    for (const typed of ['Georgia Tech', 'UofT', 'UIUC']) {
      await box.fill(typed);
      const expected = await (await page.request.get(`${API_URL}/api/public/universities/slug/${slugOf.get(typed)}`)).json();
      await expect(listbox.getByRole('option').first()).toContainText(expected.university.name);
    }
  });
}

test(`every one of the ${FIRST.length} typed names gives its university first through the running API`, async ({ request }) => {
  for (const [typed, slug] of FIRST) {
    const body = await (await request.get(`${API_URL}/api/public/universities/search?query=${encodeURIComponent(typed)}&limit=6`)).json();
    expect([typed, body.data[0]?.slug]).toEqual([typed, slug]);
  }
});
