import { expect, test } from '@playwright/test';
import { scriptBytes, totalKiB } from './script-bytes';

// Issue 10's budget for the home page: 150 KiB of JavaScript, gzip, counting
// the federation runtime and the remote's files (139.8 KiB measured with
// `npm run bench:web` when this was set).
const HOME_JS_BUDGET_KIB = 150;

test(`the home page loads at most ${HOME_JS_BUDGET_KIB} KiB of JavaScript (gzip), federation runtime and remote included`, async ({ page }) => {
  const sizes = await scriptBytes(page, '/');
  await expect(page.getByRole('heading', { name: 'Explore Universities' })).toBeVisible();
  const total = totalKiB(sizes);
  console.log(`/ loaded ${total.toFixed(1)} KiB of JavaScript (gzip -9) in ${sizes.size} files`);
  expect(sizes.size).toBeGreaterThan(3); // host, runtime and the remote's entry were all seen
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_KIB);
});
