import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { SERVER_PAGE_MARK } from '@gradatlas/shared/build/server-page-mark';
import { JsonFetchCache } from './json-fetch-cache';
import { renderIndexHtml, type RenderContext } from './render-index-html';

const EVIL = '</script><img src=x onerror=alert(1)>';
const TEMPLATE = `<!doctype html><html><head><script>route()</script></head><body><div id="root"><main><div class="remote-page static-shell__frame">${SERVER_PAGE_MARK}<div class="loading">Loading...</div></div></main></div></body></html>`;

const ANSWERS: Record<string, unknown> = {
  '/api/public/universities/slug/stanford-university': { university: { name: 'Stanford University', city: 'Stanford', state: 'CA', country: 'United States', summary: 'A private university.' } },
  [`/api/public/universities/slug/evil-u`]: { university: { name: `Evil ${EVIL}`, city: EVIL, summary: `Sum ${EVIL}` } },
  '/api/blogs/student-visa-guide': { slug: 'student-visa-guide', title: 'Student Visas', author: 'Team', date: '2026-02-09', content: '# x', contentHtml: '<h2>Before you apply</h2><p>Passport &amp; funds</p>' },
  '/api/blogs/markdown-only': { slug: 'markdown-only', title: 'Old API', content: `First ${EVIL}\n\nSecond` },
  '/api/blogs': [{ slug: 'student-visa-guide', title: 'Student Visas', excerpt: 'How visas work.' }],
  '/api/public/universities?page=1&limit=6': {
    data: [
      { slug: 'mit', name: 'Massachusetts Institute of Technology', country: 'USA', category: 'Premium', tuitionFees: 61990, livingExpenses: 21000 },
      {
        slug: 'toronto',
        name: `Toronto ${EVIL}`,
        country: 'Canada',
        category: 'Mid-Range',
        currency: 'CAD',
        tuitionFees: 30000,
        tuitionFeesUsd: 21900,
        livingExpenses: 18000,
        livingExpensesUsd: 13140,
        estimatedFields: ['livingExpenses'],
        estimateNote: 'From the city\'s rent survey.',
      },
    ],
    pagination: { page: 1, limit: 6, total: 8, hasNextPage: true },
  },
  '/content/blog-images.json': { default: 'd24b1dd30974bbb9f66e.svg', 'student-visa-guide': '8ea72c40503e11290853.svg' },
  '/chances/mf-manifest.json': {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'pages', assets: { js: { sync: ['__federation_expose_pages.5e6f7a8b.js'], async: ['rate-my-chances-page.0a1b2c3d.js', '512.9f8e7d6c.js'] } } }],
  },
  '/mf-manifest.json': {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: 'pages',
        assets: {
          js: { sync: ['__federation_expose_pages.1a2b3c4d.js'], async: ['247.3c416763.js', 'university-detail-page.a7c8e52f.js', 'compare-page.fe37831e.js'] },
          css: { async: ['university-detail-page.e4297ba1.css', 'compare-page.7364f033.css'] },
        },
      },
    ],
  },
};

let server: Server;
let base: string;
let requests: string[];
let credentials: Array<string | undefined>;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    credentials.push(req.headers.authorization ?? req.headers.cookie);
    if (req.url === '/api/broken') return void res.writeHead(500).end('{}');
    const answer = ANSWERS[req.url ?? ''];
    if (answer === undefined) return void res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not found"}');
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  requests = [];
  credentials = [];
});

function context(overrides: Partial<RenderContext> = {}): RenderContext {
  return {
    config: { apiUrl: 'https://api.example', note: '</script>' },
    apiUrl: base,
    remotes: { universities: `${base}/mf-manifest.json`, content: `${base}/content/mf-manifest.json` },
    answers: new JsonFetchCache(),
    manifests: new JsonFetchCache(),
    ...overrides,
  };
}

/** The JSON data block the page carries for this API path, read as the browser's JSON.parse would. */
function answerBlock(html: string, apiPath: string): unknown {
  const match = new RegExp(`<script type="application/json" data-api-answer="${apiPath}">([^<]*)</script>`).exec(html);
  return match ? JSON.parse(match[1] as string) : undefined;
}

describe('renderIndexHtml', () => {
  it('leaves a build without the server-page mark as it was built (an older host)', async () => {
    expect(await renderIndexHtml('<!doctype html><div id="root"></div>', '/university/stanford-university', context())).toBeUndefined();
  });

  it("writes a university's main content and its answer into the page, and inlines the config", async () => {
    const html = (await renderIndexHtml(TEMPLATE, '/university/stanford-university', context())) as string;
    expect(html).toContain('<div class="server-page" data-server-page="/university/stanford-university">');
    expect(html).toContain('<h1 class="server-page__title">Stanford University</h1>');
    expect(html).toContain('Stanford, CA');
    expect(answerBlock(html, '/api/public/universities/slug/stanford-university')).toEqual(ANSWERS['/api/public/universities/slug/stanford-university']);
    expect(html).toContain('<script type="application/json" id="runtime-config">{"apiUrl":"https://api.example","note":"\\u003c/script\\u003e"}</script>');
    // The only executable script is still the build's own, hashed one.
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('never lets a value become markup: escaped in the content, \\u003c in the data block', async () => {
    const html = (await renderIndexHtml(TEMPLATE, '/university/evil-u', context())) as string;
    expect(html).not.toContain('<img');
    expect(html.match(/<\/script>/g)).toHaveLength(3); // the inline script, the config block, the answer block
    expect(html).toContain('Evil &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(answerBlock(html, '/api/public/universities/slug/evil-u')).toEqual(ANSWERS['/api/public/universities/slug/evil-u']);
  });

  it("writes a blog post's body as the client does: the API's HTML, or an older API's markdown as escaped paragraphs", async () => {
    const post = (await renderIndexHtml(TEMPLATE, '/blogs/student-visa-guide', context())) as string;
    expect(post).toContain('<h1 class="server-page__title">Student Visas</h1>');
    expect(post).toContain('<div class="server-page__body"><h2>Before you apply</h2><p>Passport &amp; funds</p></div>');
    expect(post).toContain('By Team · February 9, 2026');
    // The cover the client shows, from the content remote's own list of its hashed image names.
    expect(post).toContain(`<img class="server-page__image" src="${base}/content/8ea72c40503e11290853.svg" alt="Student Visas" width="1200" height="630" fetchpriority="high">`);
    const old = (await renderIndexHtml(TEMPLATE, '/blogs/markdown-only', context())) as string;
    expect(old).toContain('<p>First &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</p><p>Second</p>');
    expect(old).toContain(`<img class="server-page__image" src="${base}/content/d24b1dd30974bbb9f66e.svg" alt="Old API"`);
    expect(old.match(/<img/g)).toHaveLength(1);
    // A content remote without the list (an older build): the post goes out without its image.
    const withoutList = (await renderIndexHtml(TEMPLATE, '/blogs/student-visa-guide', context({ remotes: { content: `${base}/elsewhere/mf-manifest.json` } }))) as string;
    expect(withoutList).toContain('<h1 class="server-page__title">Student Visas</h1>');
    expect(withoutList).not.toContain('<img');
  });

  it('writes the blog list', async () => {
    const html = (await renderIndexHtml(TEMPLATE, '/blogs', context())) as string;
    expect(html).toContain('<a href="/blogs/student-visa-guide"><h2>Student Visas</h2><p>How visas work.</p></a>');
    expect(answerBlock(html, '/api/blogs')).toEqual(ANSWERS['/api/blogs']);
  });

  it("writes the home page's first cards as a guest sees them, with no hints for a remote that loads when near", async () => {
    const html = (await renderIndexHtml(TEMPLATE, '/', context())) as string;
    expect(html).toContain('<div class="server-page" data-server-page="/"><section class="server-page__explore"');
    expect(html).toContain('<h2 id="server-explore-title" class="server-page__explore-title">Explore Universities</h2>');
    expect(html.match(/<article class="card server-page__card">/g)).toHaveLength(2);
    expect(html).toContain('<h3>Massachusetts Institute of Technology</h3>');
    expect(html).toContain('<a class="btn btn-outline server-page__details" href="/university/mit" aria-label="View Details: Massachusetts Institute of Technology">View Details</a>');
    expect(html).toContain('<h3>Toronto &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</h3>');
    expect(html).not.toContain('<img');
    // An estimate is labelled as one, and says how it was made.
    expect(html).toMatch(/Living Cost<\/dt><dd>CA\$18,000 \(≈ US\$13,140\) <abbr class="server-page__estimate" title="From the city&#39;s rent survey.">\(est.\)<\/abbr>/);
    expect(html).toContain('<dt>Tuition</dt><dd>$61,990</dd>');
    // The attribute as written (&amp;); the browser's dataset reads it back as the path itself.
    expect(answerBlock(html, '/api/public/universities\\?page=1&amp;limit=6')).toEqual(ANSWERS['/api/public/universities?page=1&limit=6']);
    expect(html).not.toContain('rel="preload"');
    // The places of the remote's controls the copy cannot work yet are kept, not shown.
    expect(html).toContain('<p class="server-page__more" aria-hidden="true"><span class="btn btn-primary">Load More Universities</span></p>');
    // The same list at its other address; with a query (the explorer's filters) the first six would be the wrong cards.
    expect(await renderIndexHtml(TEMPLATE, '/universities', context())).toContain('data-server-page="/universities"');
    const filtered = (await renderIndexHtml(TEMPLATE, '/', context({ search: '?country=Canada' }))) as string;
    expect(filtered).not.toContain('class="server-page"');
    expect(filtered).not.toContain('data-api-answer');
  });

  it('sends the plain shell when the API fails, is unreachable or has no such page: the client renders as before', async () => {
    for (const [apiUrl, path] of [
      [base, '/university/nowhere'],
      ['http://127.0.0.1:9', '/university/stanford-university'],
    ] as const) {
      const html = (await renderIndexHtml(TEMPLATE, path, context({ apiUrl }))) as string;
      expect(html).not.toContain('server-page"');
      expect(html).not.toContain('data-api-answer');
      expect(html).toContain('<div class="loading">Loading...</div>');
      expect(html).toContain('id="runtime-config"');
    }
  });

  it('asks as a guest: no token, no cookie, whatever the visitor sent', async () => {
    await renderIndexHtml(TEMPLATE, '/university/stanford-university', context());
    expect(requests).toContain('/api/public/universities/slug/stanford-university');
    expect(credentials.every((value) => value === undefined)).toBe(true);
  });

  it('asks the API once for many views of a page', async () => {
    const shared = context();
    await Promise.all([1, 2, 3].map(() => renderIndexHtml(TEMPLATE, '/university/stanford-university', shared)));
    await renderIndexHtml(TEMPLATE, '/university/stanford-university', shared);
    expect(requests.filter((url) => url.startsWith('/api/'))).toEqual(['/api/public/universities/slug/stanford-university']);
  });

  it("hints the route's remote files from its manifest, so they travel beside main.js", async () => {
    const html = (await renderIndexHtml(TEMPLATE, '/university/stanford-university', context())) as string;
    const hints = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([link]) => link);
    expect(hints).toEqual([
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${base}/mf-manifest.json">`,
      `<link rel="preload" as="script" href="${base}/remoteEntry.js">`,
      `<link rel="preload" as="script" href="${base}/__federation_expose_pages.1a2b3c4d.js">`,
      `<link rel="preload" as="script" href="${base}/university-detail-page.a7c8e52f.js">`,
      `<link rel="preload" as="style" href="${base}/university-detail-page.e4297ba1.css">`,
    ]);
    // A page the server does not write gets no hints and no content, only the config.
    const other = (await renderIndexHtml(TEMPLATE, '/about-us', context())) as string;
    expect(other).not.toContain('rel="preload"');
    expect(other).not.toContain('class="server-page"');
    expect(other).toContain('id="runtime-config"');
  });

  it("writes the calculator's first lines for students only, with its remote's files hinted and no answer", async () => {
    const remotes = { universities: `${base}/mf-manifest.json`, chances: `${base}/chances/mf-manifest.json` };
    const html = (await renderIndexHtml(TEMPLATE, '/rate-my-chances', context({ remotes }))) as string;
    expect(html).toContain(
      '<div class="server-page" data-server-page="/rate-my-chances" data-audience="member"><div class="container section server-page__calculator"><h1>Rate My Chances</h1><p>Enter your scores to see',
    );
    expect(html).not.toContain('data-api-answer');
    expect(requests.filter((url) => url.startsWith('/api'))).toEqual([]);
    const hints = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([link]) => link);
    expect(hints).toEqual([
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${base}/chances/mf-manifest.json">`,
      `<link rel="preload" as="script" href="${base}/chances/remoteEntry.js">`,
      `<link rel="preload" as="script" href="${base}/chances/__federation_expose_pages.5e6f7a8b.js">`,
      `<link rel="preload" as="script" href="${base}/chances/rate-my-chances-page.0a1b2c3d.js">`,
    ]);
  });
});
