import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { startStaticServer } from 'site-server';
import { signInAsDemoStudent } from './sign-in';
import { closeServer } from './site-servers';
import { extraPort, SITE_URL } from './test-env';
import { remoteHasTakenOver } from './server-copy';

test.describe('static server', () => {
  let server: Server;
  let base: string;
  const allowed = 'http://localhost:3999';

  test.beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gradatlas-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    // A build's brotli copy, and one left from an older build (older than its file).
    writeFileSync(join(dir, 'fresh.js'), 'console.log("fresh")');
    writeFileSync(join(dir, 'fresh.js.br'), brotliCompressSync('console.log("fresh")'));
    writeFileSync(join(dir, 'stale.js.br'), brotliCompressSync('console.log("old build")'));
    utimesSync(join(dir, 'stale.js.br'), new Date(2000, 0, 1), new Date(2000, 0, 1));
    writeFileSync(join(dir, 'stale.js'), 'console.log("new build")');
    // No host given: the server must choose loopback on its own.
    server = await startStaticServer({ dir, port: extraPort(7), config: {}, allowedOrigins: [allowed] });
    base = `http://127.0.0.1:${extraPort(7)}`;
  });
  test.afterAll(() => closeServer(server));

  test('binds loopback by default', () => {
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  for (const path of ['/%zz', '/%', '/a%', '/%c0%ae%c0%ae/etc/passwd', '/assets/%E0%A4%A.js']) {
    test(`answers ${path} with 400, not 500`, async ({ request }) => {
      const response = await request.get(base + path);
      expect(response.status()).toBe(400);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    });
  }

  /** The raw answer to `path` with this Accept-Encoding: its encoding and its body decoded by hand. */
  const fetchEncoded = (path: string, acceptEncoding: string) =>
    new Promise<{ encoding: string | undefined; text: string }>((resolve, reject) => {
      get(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const encoding = response.headers['content-encoding'];
          const raw = Buffer.concat(chunks);
          const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ encoding, text: body.toString('utf8') });
        });
      }).on('error', reject);
    });

  test("sends the build's brotli copy to a browser that accepts br, gzip to one that does not", async () => {
    expect(await fetchEncoded('/fresh.js', 'gzip, deflate, br')).toEqual({ encoding: 'br', text: 'console.log("fresh")' });
    expect(await fetchEncoded('/fresh.js', 'gzip, deflate')).toEqual({ encoding: 'gzip', text: 'console.log("fresh")' });
    expect(await fetchEncoded('/fresh.js', '')).toEqual({ encoding: undefined, text: 'console.log("fresh")' });
  });

  test('never sends a brotli copy older than its file', async () => {
    expect(await fetchEncoded('/stale.js', 'br, gzip')).toEqual({ encoding: 'gzip', text: 'console.log("new build")' });
  });

  test('lets only the configured site origins read its files', async ({ request }) => {
    const fromSite = await request.get(`${base}/app.js`, { headers: { origin: allowed } });
    expect(fromSite.headers()['access-control-allow-origin']).toBe(allowed);
    for (const origin of ['http://evil.example', 'null']) {
      const other = await request.get(`${base}/app.js`, { headers: { origin } });
      expect(other.status()).toBe(200);
      expect(other.headers()['access-control-allow-origin']).toBeUndefined();
    }
    expect((await request.get(`${base}/app.js`)).headers()['access-control-allow-origin']).toBeUndefined();
  });
});

/** Collects Content-Security-Policy violations: the browser's console errors and the DOM events. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy violation event: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return violations;
}

async function expectImagesLoaded(page: Page, images: ReturnType<Page['locator']>) {
  // The page's content arrives after navigation: wait for its first image before counting them.
  await expect(images.first()).toBeAttached();
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: `image ${index + 1} of ${count}` }).toBeGreaterThan(0);
  }
}

test('every blog card image loads on /blogs, and the article image too, under the host policy', async ({ page }) => {
  const violations = watchCsp(page);
  await page.goto('/blogs');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // The remote's own list, once it has replaced the server's copy of it.
  await remoteHasTakenOver(page);
  await expectImagesLoaded(page, cards.locator('img'));
  const title = (await cards.first().getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  await cards.first().getByRole('link', { name: /Read Article/ }).click();
  await expect(page).toHaveURL(/\/blogs\/[^/]+$/);
  // The list stays on screen while the article's page loads: wait for the article itself.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectImagesLoaded(page, page.getByRole('main').locator('img'));
  expect(violations).toEqual([]);
});

test('no route breaks the content security policy, signed out or in', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = watchCsp(page);
  const routes = ['/', '/login', '/about-us', '/contact-us', '/blogs', '/country-guides', '/popular-courses', '/terms', '/privacy'];
  const visit = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Let lazy images and late chunks arrive before moving on.
    await page.waitForLoadState('networkidle');
  };
  for (const path of routes) await visit(path);
  await signInAsDemoStudent(page);
  for (const path of ['/', '/rate-my-chances', '/university/stanford-university', '/blogs']) await visit(path);
  expect(violations).toEqual([]);
  expect(new URL(page.url()).origin).toBe(new URL(SITE_URL).origin);
});
