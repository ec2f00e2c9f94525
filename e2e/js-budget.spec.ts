import { expect, test } from '@playwright/test';
import { scriptBytes, totalKiB } from './script-bytes';

// Issue 10's goal for the home page is 150 KiB of JavaScript (gzip). The site
// is not there yet (measured 185.4 KiB with `npm run bench:web`): this budget
// holds today's figure, so the page can only get lighter. Lower it as it does.
const HOME_JS_BUDGET_KIB = 190;

test(`the home page loads at most ${HOME_JS_BUDGET_KIB} KiB of JavaScript (gzip), federation runtime and remote included`, async ({ page }) => {
  const sizes = await scriptBytes(page, '/');
  await expect(page.getByRole('heading', { name: 'Explore Universities' })).toBeVisible();
  const total = totalKiB(sizes);
  console.log(`/ loaded ${total.toFixed(1)} KiB of JavaScript (gzip -9) in ${sizes.size} files`);
  expect(sizes.size).toBeGreaterThan(3); // host, runtime and the remote's entry were all seen
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_KIB);
});
