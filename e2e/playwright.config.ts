import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, SITE_URL } from './test-env';

const executablePath = chromiumPath();
if (!executablePath) {
  const line = '!!! Browser tests need Chromium: apt-get install -y chromium (or set CHROME_PATH).';
  if (process.env.CI === 'true') throw new Error(`${line} CI=true, so a missing browser fails the run.`);
  console.warn(`\n${line}\n!!! SKIPPING every browser test on this machine.\n`);
}

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  // One worker: the suite shares one API and four static servers, and these
  // machines have two cores.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: executablePath ? './global-setup.ts' : undefined,
  use: {
    baseURL: SITE_URL,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  grep: executablePath ? undefined : /$^/,
});
