import type { Server } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { LOCAL_PORTS } from '@gradatlas/shared/build/site-addresses';
import { startStaticServer } from 'site-server';
import { closeServer, ROOT, serveBuiltApp, testSiteOrigins } from './site-servers';
import { extraPort, testRuntimeConfig } from './test-env';

// Issue 21, section 3: a production build never falls back to the local
// defaults. A missing or invalid config.json puts up an error page naming the
// problem, and the page makes no request to the developer's localhost:4000.
const servers: Server[] = [];
test.afterEach(async () => {
  await Promise.all(servers.splice(0).map(closeServer));
});

async function serveWithConfig(app: 'host' | 'remote-content', port: number, config: unknown) {
  servers.push(await startStaticServer({ dir: join(ROOT, app, 'dist'), port, host: '127.0.0.1', config, allowedOrigins: testSiteOrigins() }));
  return `http://localhost:${port}`;
}

const { apiUrl: _missing, ...withoutApiUrl } = testRuntimeConfig();
const CASES: Array<[string, unknown, string]> = [
  ['missing', undefined, 'config.json could not be loaded: the server answered 404'],
  ['invalid', { ...withoutApiUrl, remotes: { ...testRuntimeConfig().remotes, chances: 'localhost:3002' } }, 'config.json is not valid: apiUrl is missing; remotes.chances must be an http(s) address'],
];

for (const [kind, config, problem] of CASES) {
  test(`the host with a ${kind} config.json shows an error page naming the problem`, async ({ page }) => {
    const localhostCalls: string[] = [];
    page.on('request', (request) => {
      if (Object.values(LOCAL_PORTS).some((port) => request.url().startsWith(`http://localhost:${port}/`))) localhostCalls.push(request.url());
    });
    const site = await serveWithConfig('host', extraPort(5), config);
    await page.goto(`${site}/universities`);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1, name: 'GradAtlas is not configured' })).toBeVisible();
    await expect(alert).toContainText(problem);
    // The static shell's home page is gone: nothing pretends the site works.
    await expect(page.getByRole('heading', { name: 'Explore Universities' })).toHaveCount(0);
    expect(localhostCalls).toEqual([]);
  });
}

test('a remote served on its own with a missing config.json shows the same error page', async ({ page }) => {
  const site = await serveWithConfig('remote-content', extraPort(6), undefined);
  await page.goto(`${site}/about-us`);
  await expect(page.getByRole('alert')).toContainText('config.json could not be loaded: the server answered 404');
});

test('the host with a valid config.json still starts (the schema accepts what the test site serves)', async ({ page }) => {
  servers.push(await serveBuiltApp('host', extraPort(5), testRuntimeConfig()));
  await page.goto(`http://localhost:${extraPort(5)}/about-us`);
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'GradAtlas is not configured' })).toHaveCount(0);
});
