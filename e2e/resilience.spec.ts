import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { closeServer, ROOT, serveBuiltApp } from './site-servers';
import { extraPort, testRuntimeConfig } from './test-env';

// Each test serves the SAME host build a second time with its own config.json:
// remote addresses come only from that file, never from the host build.
const servers: Server[] = [];
const tempDirs: string[] = [];
test.afterEach(async () => {
  await Promise.all(servers.splice(0).map(closeServer));
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function serve(...args: Parameters<typeof serveBuiltApp>) {
  const server = await serveBuiltApp(...args);
  servers.push(server);
  return server;
}

test('a stopped remote leaves the rest of the site working, and Try again loads it once it is back', async ({ page }) => {
  const config = testRuntimeConfig({ remotes: { universities: `http://localhost:${extraPort(9)}/mf-manifest.json` } });
  await serve('host', extraPort(0), config);

  await page.goto(`http://localhost:${extraPort(0)}/`);
  await expect(page.getByRole('heading', { level: 1, name: /graduate degree/ })).toBeVisible();
  const failure = page.getByRole('alert').filter({ hasText: 'This section could not be loaded' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('unavailable right now');
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Another remote's route still works.
  await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();

  // The remote comes back: Try again really loads it.
  await page.goto(`http://localhost:${extraPort(0)}/`);
  await expect(failure).toBeVisible();
  await serve('remote-universities', extraPort(9));
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Explore Universities' })).toBeVisible();
});

test('a remote moved to another address is found through config.json alone', async ({ page }) => {
  await serve('remote-content', extraPort(2));
  await serve('host', extraPort(1), testRuntimeConfig({ remotes: { content: `http://localhost:${extraPort(2)}/mf-manifest.json` } }));
  const manifestRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('mf-manifest.json')) manifestRequests.push(request.url());
  });
  await page.goto(`http://localhost:${extraPort(1)}/terms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(manifestRequests).toContain(`http://localhost:${extraPort(2)}/mf-manifest.json`);
});

test('a missing chunk (stale deploy) reloads once, then shows the ChunkLoadError with a retry', async ({ page }) => {
  // A copy of the content remote whose exposed chunk is gone, as after a redeploy.
  const dir = mkdtempSync(join(tmpdir(), 'gradatlas-stale-'));
  tempDirs.push(dir);
  cpSync(join(ROOT, 'remote-content', 'dist'), dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as {
    exposes: Array<{ assets: { js: { sync: string[] } } }>;
  };
  const exposedChunk = manifest.exposes[0]!.assets.js.sync.find((file) => file.includes('__federation_expose_'))!;
  rmSync(join(dir, exposedChunk));
  await serve('remote-content', extraPort(3), testRuntimeConfig(), dir);
  await serve('host', extraPort(4), testRuntimeConfig({ remotes: { content: `http://localhost:${extraPort(3)}/mf-manifest.json` } }));

  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.goto(`http://localhost:${extraPort(4)}/privacy`);
  const failure = page.getByRole('alert').filter({ hasText: 'This section could not be loaded' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('ChunkLoadError: Loading chunk');
  // A 404 reaches webpack as the script's error event: type "error".
  await expect(failure).toContainText(`(error: http://localhost:${extraPort(3)}/${exposedChunk})`);
  // Exactly one cache-busted reload, then the error (no loop); the address is clean again.
  expect(navigations.filter((url) => url.includes('ga-reload=')).length).toBe(1);
  await expect(page).toHaveURL(`http://localhost:${extraPort(4)}/privacy`);
  // Header, footer and other routes still work.
  await page.getByRole('banner').getByRole('link', { name: 'GradAtlas home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /graduate degree/ })).toBeVisible();
});
