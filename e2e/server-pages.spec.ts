import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { closeServer, serveBuiltApp } from './site-servers';
import { watchLayoutShifts } from './layout-shifts';
import { signInAsDemoStudent } from './sign-in';
import { API_URL, extraPort } from './test-env';

// The site's server sends a public page drawn by its remote's own components
// (the remote's ./server-pages, loaded by site-server) with the API answer it
// was drawn from; the client takes over from that answer without asking
// again, and without moving what the reader sees.
const PAGES = [
  { path: '/university/stanford-university', apiPath: '/api/public/universities/slug/stanford-university', heading: 'Stanford University', clientOnly: (page: Page) => page.getByRole('term').filter({ hasText: 'Tuition' }).first() },
  { path: '/blogs/student-visa-guide', apiPath: '/api/blogs/student-visa-guide', heading: /visa/i, clientOnly: (page: Page) => page.getByRole('link', { name: 'Back to all blogs' }) },
  { path: '/blogs', apiPath: '/api/blogs', heading: 'Blogs', clientOnly: null },
] as const;

/** The API requests the page makes for this path. */
function countRequests(page: Page, apiPath: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${API_URL}${apiPath}`) seen.push(request.url());
  });
  return seen;
}

for (const { path, apiPath, heading } of PAGES) {
  test(`the HTML of ${path} as sent, before any script, holds the page's content and its answer`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const block = new RegExp(`<script type="application/json" data-api-answer="${apiPath}">([^<]*)</script>`).exec(html);
    expect(block, 'the answer travels as a JSON data block').not.toBeNull();
    expect(JSON.parse(block?.[1] ?? 'null')).toBeTruthy();
    expect(html).toMatch(/<div class="server-page" data-server-page="[^"]+">[^]*<h1[^>]*>[^<]+<\/h1>/);
    // The page's own stylesheets come with it, so the copy looks as the page will.
    expect(html).toMatch(/<style data-page-styles>[^<]+<\/style>/);
    expect(html).toContain('<script type="application/json" id="runtime-config">');
    if (typeof heading === 'string') expect(html).toContain(heading);
  });
}

test('before any JavaScript runs, a guest sees the university page, not a loading frame', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/university/stanford-university');
  await expect(page.getByRole('heading', { level: 1, name: 'Stanford University' })).toBeVisible();
  await expect(page.getByRole('status')).toBeHidden();
  await context.close();
});

for (const { path, apiPath, heading, clientOnly } of PAGES) {
  test(`${path}: the client takes over from the answer in the page, with no request for it and no layout shift`, async ({ page }) => {
    const layoutShift = await watchLayoutShifts(page);
    const asked = countRequests(page, apiPath);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (clientOnly) await expect(clientOnly(page)).toBeVisible();
    // The server's copy is gone: the remote's render replaced it.
    await expect(page.locator('.server-page')).toHaveCount(0);
    expect(asked).toEqual([]);
    expect(await layoutShift(), `layout shift on ${path}`).toBeLessThanOrEqual(0.02);
  });
}

test("a signed-in student never sees the guest's copy: the frame waits for their own page", async ({ page }) => {
  await signInAsDemoStudent(page);
  // Every shift counts, the header's too: a signed-in bar keeps the static header's height.
  const layoutShift = await watchLayoutShifts(page);
  const memberAnswer = countRequests(page, '/api/universities/slug/stanford-university');
  // Held back: the page as painted before the app runs.
  await page.route(/\/main\.js$/, (route) => route.abort());
  await page.goto('/university/stanford-university');
  await expect(page.locator('html')).toHaveAttribute('data-session', 'member');
  await expect(page.getByRole('heading', { level: 1, name: 'Stanford University' })).toBeHidden();
  await expect(page.getByRole('status')).toHaveText('Loading...');
  await page.unroute(/\/main\.js$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Stanford University' })).toBeVisible();
  expect(memberAnswer.length).toBeGreaterThan(0);
  expect(await layoutShift()).toBeLessThanOrEqual(0.02);
});

test("a signed-in student sees the calculator's first lines from the first byte, and the remote takes over without a shift", async ({ page }) => {
  await signInAsDemoStudent(page);
  const layoutShift = await watchLayoutShifts(page);
  // Held back: the page as painted before the app runs.
  await page.route(/\/main\.js$/, (route) => route.abort());
  await page.goto('/rate-my-chances');
  await expect(page.locator('html')).toHaveAttribute('data-session', 'member');
  await expect(page.getByRole('heading', { level: 1, name: 'Rate My Chances' })).toBeVisible();
  await expect(page.getByText('Enter your scores to see which universities')).toBeVisible();
  await expect(page.getByRole('status')).toBeHidden();
  await page.unroute(/\/main\.js$/);
  await page.reload();
  // The remote's own page: its form is there and the server's copy is gone.
  await expect(page.getByRole('button', { name: 'Calculate My Chances' })).toBeVisible();
  await expect(page.locator('.server-page')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Rate My Chances' })).toHaveCount(1);
  expect(await layoutShift()).toBeLessThanOrEqual(0.02);
});

test("a guest never sees the calculator's copy: the page is a student's", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/rate-my-chances');
  await expect(page.locator('.server-page')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Rate My Chances' })).toBeHidden();
  await context.close();
});

test.describe('a host server whose answers are stale, hostile or missing', () => {
  const EVIL = '</script><img src=x onerror=window.__hacked=1>';
  let fakeApi: Server;
  const servers: Server[] = [];
  const FAKE_API_PORT = extraPort(8);
  const HOST = `http://localhost:${extraPort(5)}`;

  test.beforeAll(async () => {
    fakeApi = createServer((req, res) => {
      const answers: Record<string, unknown> = {
        '/api/public/universities/slug/stanford-university': { university: { name: `Stanford ${EVIL}`, city: EVIL, country: 'United States', summary: EVIL } },
        '/api/blogs/student-visa-guide': { slug: 'student-visa-guide', title: `Visas ${EVIL}`, content: EVIL, contentHtml: `<p>${EVIL.replace(/</g, '&lt;')}</p>` },
      };
      const answer = answers[req.url ?? ''];
      res.writeHead(answer ? 200 : 404, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer ?? {}));
    });
    await new Promise<void>((done) => fakeApi.listen(FAKE_API_PORT, '127.0.0.1', done));
  });
  test.afterAll(async () => {
    await Promise.all([...servers.splice(0).map(closeServer), closeServer(fakeApi)]);
  });
  test.afterEach(async () => {
    await Promise.all(servers.splice(0).map(closeServer));
  });

  test('a value with </script> or an <img onerror> never becomes markup, in the HTML or in the page', async ({ page, request }) => {
    servers.push(await serveBuiltApp('host', extraPort(5), undefined, undefined, `http://127.0.0.1:${FAKE_API_PORT}`));
    for (const path of ['/university/stanford-university', '/blogs/student-visa-guide']) {
      const html = await (await request.get(`${HOST}${path}`)).text();
      expect(html).toContain('data-api-answer');
      // Escaped as text (&lt;img …) in the markup, \u003c in the JSON block: never a tag.
      expect(html).not.toContain('<img src=x');
      expect(html).not.toMatch(/<\/script><img/);
    }
    await page.goto(`${HOST}/university/stanford-university`);
    await expect(page.getByRole('heading', { level: 1, name: `Stanford ${EVIL}` })).toBeVisible();
    await expect(page.locator('img[onerror]')).toHaveCount(0);
    await page.goto(`${HOST}/blogs/student-visa-guide`);
    await expect(page.getByRole('heading', { level: 1, name: `Visas ${EVIL}` })).toBeVisible();
    await expect(page.locator('img[onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
  });

  test('with the API down on the server, the page is sent without content and the client renders it as before', async ({ page, request }) => {
    servers.push(await serveBuiltApp('host', extraPort(5), undefined, undefined, `http://127.0.0.1:${extraPort(9)}`));
    const html = await (await request.get(`${HOST}/university/stanford-university`)).text();
    expect(html).not.toContain('data-api-answer');
    const asked = countRequests(page, '/api/public/universities/slug/stanford-university');
    await page.goto(`${HOST}/university/stanford-university`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stanford University' })).toBeVisible();
    expect(asked).toHaveLength(1);
  });
});

test('an answer written for another API path (a server of another release) is ignored: the remote asks for its own', async ({ page }) => {
  // The page as a server of another release would write it: its answer keyed by a path this remote never asks.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof HTMLScriptElement && node.dataset.apiAnswer) node.dataset.apiAnswer = '/api/v0/universities/stanford-university';
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const asked = countRequests(page, '/api/public/universities/slug/stanford-university');
  await page.goto('/university/stanford-university');
  // The remote's own page, drawn from the answer it asked for.
  await expect(page.locator('.server-page')).toHaveCount(0);
  await expect(page.getByRole('term').filter({ hasText: 'Tuition' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Stanford University' })).toBeVisible();
  await expect.poll(() => asked.length).toBe(1);
});

test("a blog post's largest paint is the cover the server drew: the client's render paints nothing larger", async ({ page, request }) => {
  const html = await (await request.get('/blogs/student-visa-guide')).text();
  // The remote's own image element, its address at the remote's origin.
  expect(html).toMatch(/<img class="blog-article__image" src="http:\/\/localhost:\d+\/[0-9a-f]{20}\.svg"/);
  await page.addInitScript(() => {
    const largest: string[] = [];
    (window as unknown as { largest: string[] }).largest = largest;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ element: Element | null }>) {
        largest.push(`${entry.element?.closest('.server-page') ? 'server' : 'client'}:${entry.element?.className ?? 'gone'}`);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/blogs/student-visa-guide');
  await expect(page.getByRole('link', { name: 'Back to all blogs' })).toBeVisible();
  await expect(page.locator('.server-page')).toHaveCount(0);
  await expect(page.locator('img.blog-article__image')).toHaveJSProperty('complete', true);
  const largest = await page.evaluate(() => (window as unknown as { largest: string[] }).largest);
  // The last largest paint is the server's cover: the client's cover, of the same size, is not a new one.
  expect(largest.at(-1)).toBe('server:blog-article__image');
});

test("a signed-in student's header is as tall as a guest's at every width, and nothing runs off the side", async ({ page }) => {
  // 1101 px is the narrowest width with the links in the bar; below it they are in the menu.
  const widths = [1366, 1250, 1200, 1150, 1101, 1100, 390];
  const measure = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    return page.evaluate(() => ({
      header: document.querySelector('.site-header')!.getBoundingClientRect().height,
      pageWidth: document.documentElement.scrollWidth,
    }));
  };
  const guest: number[] = [];
  for (const width of widths) guest.push((await measure(width)).header);
  await page.setViewportSize({ width: 1366, height: 900 }); // sign-in looks for Logout in the bar
  await signInAsDemoStudent(page);
  for (const [index, width] of widths.entries()) {
    const member = await measure(width);
    expect(member.header, `header height at ${width} px`).toBe(guest[index]);
    expect(member.pageWidth, `page width at ${width} px`).toBeLessThanOrEqual(width);
  }
});

test.describe("the home page's first cards", () => {
  const HOME_ANSWER = '/api/public/universities?page=1&limit=6';

  test('travel in the HTML as sent, with their answer; an address with filters gets the cards of its filters', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html.match(/<article class="university-card card"/g)).toHaveLength(6);
    const block = /<script type="application\/json" data-api-answer="\/api\/public\/universities\?page=1&amp;limit=6">([^<]*)<\/script>/.exec(html);
    expect((JSON.parse(block?.[1] ?? 'null') as { data: unknown[] }).data).toHaveLength(6);
    const filtered = await (await request.get('/universities?country=Canada')).text();
    const canadian = /<script type="application\/json" data-api-answer="\/api\/public\/universities\?page=1&amp;limit=6&amp;country=Canada">([^<]*)<\/script>/.exec(filtered);
    const cards = (JSON.parse(canadian?.[1] ?? 'null') as { data: { country: string }[] }).data;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.country === 'Canada')).toBe(true);
  });

  test('are read before any JavaScript runs, each with its link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const list = page.getByRole('list', { name: 'Universities' });
    await expect(list.getByRole('article')).toHaveCount(6);
    await expect(list.getByRole('link', { name: /^View Details: / })).toHaveCount(6);
    // The kept places of controls that cannot work yet are neither seen nor read.
    await expect(page.getByText('Save to shortlist')).toHaveCount(6);
    await expect(page.getByText('Save to shortlist').first()).toBeHidden();
    await context.close();
  });

  test("a signed-in student never sees the guest's cards: the remote asks for their own list", async ({ page }) => {
    await signInAsDemoStudent(page);
    const guestAnswer = countRequests(page, HOME_ANSWER);
    const memberList = countRequests(page, '/api/universities?page=1&limit=6');
    await page.route(/\/main\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-session', 'member');
    await expect(page.locator('.server-page').first()).toBeHidden();
    await page.unroute(/\/main\.js$/);
    await page.reload();
    await page.getByRole('heading', { name: 'Explore Universities' }).scrollIntoViewIfNeeded();
    // A student's card shows the scores a guest's does not.
    await expect(page.getByRole('list', { name: 'Universities' }).getByRole('term').filter({ hasText: 'GRE' }).first()).toBeVisible();
    expect(memberList.length).toBeGreaterThan(0);
    expect(guestAnswer).toEqual([]);
  });
});
