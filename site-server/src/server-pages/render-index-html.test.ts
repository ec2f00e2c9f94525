import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { SERVER_PAGE_MARK } from '@gradatlas/shared/build/server-page-mark';
import type { ServerPageRequest, ServerPages } from '@gradatlas/shared/federation';
import { FetchCache } from './fetch-cache';
import type { RemotePages } from './remote-pages';
import { renderIndexHtml, type RenderContext } from './render-index-html';

const EVIL = '</script><img src=x onerror=alert(1)>';
const TEMPLATE = `<!doctype html><html><head><script>route()</script></head><body><div id="root"><main><div class="remote-page static-shell__frame">${SERVER_PAGE_MARK}<div class="loading">Loading...</div></div></main></div></body></html>`;

const ANSWERS: Record<string, unknown> = {
  '/api/public/universities/slug/stanford-university': { university: { name: 'Stanford University' } },
  '/api/public/universities/slug/evil-u': { university: { name: `Evil ${EVIL}` } },
  '/api/public/universities?page=1&limit=6': { data: [{ slug: 'mit', name: 'MIT' }], pagination: { hasNextPage: true } },
  '/universities/university-detail-page.e4297ba1.css': '.detail{color:red}</style><b>x</b>',
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

/** A remote's drawers as its `./server-pages` gives them: here, the request and answer written out, as a test can read them. */
const drawers: ServerPages = {
  answerPath: ({ page, params, search }) =>
    page === 'UniversityDetailPage' ? `/api/public/universities/slug/${params.name}` : page === 'ExploreSection' ? `/api/public/universities?page=1&limit=6${search.replace('?', '&')}` : page === 'RateMyChancesPage' ? null : undefined,
  render: (request, answer, assetsBase) => {
    if (request.params.name === 'throws') throw new Error('a remote failed to draw');
    const name = (answer as { university?: { name?: string } } | null)?.university?.name ?? '';
    const copy = { html: `<p>${request.page} ${request.route} ${request.pathname}${request.search} ${assetsBase} ${name.replace(/</g, '&lt;')}</p>` };
    return request.page === 'RateMyChancesPage' ? { ...copy, audience: 'member' } : copy;
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
    const answer = ANSWERS[req.url ?? ''];
    if (answer === undefined) return void res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not found"}');
    if (typeof answer === 'string') return void res.writeHead(200, { 'Content-Type': 'text/css' }).end(answer);
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
  const remotePages: RemotePages = {
    pages: drawers,
    assetsBase: `${base}/`,
    stylesOf: (page) => (page === 'UniversityDetailPage' ? [`${base}/universities/university-detail-page.e4297ba1.css`] : []),
  };
  return {
    config: { apiUrl: 'https://api.example', note: '</script>' },
    apiUrl: base,
    remotes: { universities: `${base}/mf-manifest.json`, chances: `${base}/chances/mf-manifest.json` },
    answers: new FetchCache(),
    manifests: new FetchCache(),
    styles: new FetchCache({ body: 'text' }),
    remotePages: { forRemote: async () => remotePages },
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

  it("writes the remote's own drawing of a university's page, its styles and its answer, and inlines the config", async () => {
    const html = (await renderIndexHtml(TEMPLATE, '/university/stanford-university', context())) as string;
    const request: Pick<ServerPageRequest, 'page' | 'route' | 'pathname'> = { page: 'UniversityDetailPage', route: '/university/:name', pathname: '/university/stanford-university' };
    expect(html).toContain(
      `<div class="server-page" data-server-page="/university/stanford-university"><p>${request.page} ${request.route} ${request.pathname} ${base}/ Stanford University</p></div>`,
    );
    expect(answerBlock(html, '/api/public/universities/slug/stanford-university')).toEqual(ANSWERS['/api/public/universities/slug/stanford-university']);
    // The page's stylesheet, which cannot close its element.
    expect(html).toContain('<style data-page-styles>.detail{color:red}<\\/style><b>x</b></style>');
    expect(html).toContain('<script type="application/json" id="runtime-config">{"apiUrl":"https://api.example","note":"\\u003c/script\\u003e"}</script>');
    // The only executable script is still the build's own, hashed one.
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('never lets an answer become markup: \\u003c in the data block', async () => {
    const html = (await renderIndexHtml(TEMPLATE, '/university/evil-u', context())) as string;
    expect(html).not.toContain('<img');
    expect(html.match(/<\/script>/g)).toHaveLength(3); // the inline script, the config block, the answer block
    expect(answerBlock(html, '/api/public/universities/slug/evil-u')).toEqual(ANSWERS['/api/public/universities/slug/evil-u']);
  });

  it("draws the home page's explorer with the address's query, with no hints for a remote that loads when near", async () => {
    const html = (await renderIndexHtml(TEMPLATE, '/', context())) as string;
    expect(html).toContain(`<div class="server-page" data-server-page="/"><p>ExploreSection / / ${base}/ </p></div>`);
    // The attribute as written (&amp;); the browser's dataset reads it back as the path itself.
    expect(answerBlock(html, '/api/public/universities\\?page=1&amp;limit=6')).toEqual(ANSWERS['/api/public/universities?page=1&limit=6']);
    expect(html).not.toContain('rel="preload"');
    expect(await renderIndexHtml(TEMPLATE, '/universities', context())).toContain('data-server-page="/universities"');
  });

  it('sends the plain shell when the API fails or is unreachable, the remote cannot be loaded or throws: the browser draws the page as before', async () => {
    const cases: [string, Partial<RenderContext>][] = [
      ['/university/nowhere', {}],
      ['/university/stanford-university', { apiUrl: 'http://127.0.0.1:9' }],
      ['/university/stanford-university', { remotePages: { forRemote: async () => undefined } }],
      ['/university/throws', {}],
      ['/', { search: '?country=Canada' }],
    ];
    for (const [path, overrides] of cases) {
      const html = (await renderIndexHtml(TEMPLATE, path, context(overrides))) as string;
      expect({ path, copy: html.includes('class="server-page"'), answer: html.includes('data-api-answer') }).toEqual({ path, copy: false, answer: false });
      expect(html).toContain('<div class="loading">Loading...</div>');
      expect(html).toContain('id="runtime-config"');
    }
  });

  it('asks as a guest: no token, no cookie, whatever the visitor sent; once for many views of a page', async () => {
    const shared = context();
    await Promise.all([1, 2, 3].map(() => renderIndexHtml(TEMPLATE, '/university/stanford-university', shared)));
    await renderIndexHtml(TEMPLATE, '/university/stanford-university', shared);
    expect(requests.filter((url) => url.startsWith('/api/'))).toEqual(['/api/public/universities/slug/stanford-university']);
    expect(credentials.every((value) => value === undefined)).toBe(true);
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
    // A host page gets no hints and no copy, only the config.
    const login = (await renderIndexHtml(TEMPLATE, '/login', context())) as string;
    expect(login).not.toContain('rel="preload"');
    expect(login).not.toContain('class="server-page"');
    expect(login).toContain('id="runtime-config"');
  });

  it("writes the calculator's first lines for students only, and asks the API nothing for them", async () => {
    const html = (await renderIndexHtml(TEMPLATE, '/rate-my-chances', context())) as string;
    expect(html).toContain('<div class="server-page" data-server-page="/rate-my-chances" data-audience="member"><p>RateMyChancesPage /rate-my-chances');
    expect(html).not.toContain('data-api-answer');
    expect(requests.filter((url) => url.startsWith('/api'))).toEqual([]);
  });
});
