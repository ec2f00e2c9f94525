import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INLINE_SCRIPTS_FILE, inlineScriptSource } from '@gradatlas/shared/build/inline-scripts';
import { SERVER_PAGE_MARK } from '@gradatlas/shared/build/server-page-mark';
import type { ServerPages } from '@gradatlas/shared/federation';
import { contentSecurityPolicy, startStaticServer } from './static-server';

const API = 'https://api.gradatlas.test';
const REMOTE = 'https://universities.gradatlas.test';

/** The sources one directive of a policy lists. */
function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  if (!found) throw new Error(`${name} is missing from ${policy}`);
  return found.split(' ').slice(1);
}

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ apiOrigin: API, remoteOrigins: [REMOTE], scriptHashes: ["'sha256-abc='"] });

  it('lets the page call the API but never run a script from it', () => {
    expect(directive(policy, 'connect-src')).toContain(API);
    expect(directive(policy, 'script-src')).not.toContain(API);
    expect(policy.split('; ').filter((part) => part.includes(API))).toEqual([`connect-src 'self' ${API} ${REMOTE} https://accounts.google.com/gsi/`]);
  });

  it('lets no form post anywhere but the site itself', () => {
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
  });

  it('runs the remotes\' code and reads their manifests', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='", REMOTE, 'https://accounts.google.com/gsi/client']);
    expect(directive(policy, 'connect-src')).toContain(REMOTE);
  });
});

describe('startStaticServer', () => {
  let server: Server;
  let base: string;
  const inline = 'document.documentElement.dataset.kind="home"';

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gradatlas-static-test-'));
    mkdirSync(join(dir, 'img'));
    writeFileSync(join(dir, 'index.html'), `<!doctype html><script>${inline}</script>`);
    writeFileSync(join(dir, INLINE_SCRIPTS_FILE), JSON.stringify({ 'index.html': [inlineScriptSource(inline)] }));
    for (const file of ['main.js', 'main.js.map', 'remoteEntry.js', 'mf-manifest.json', 'explore.1a2b3c4d.js', 'main.9f8e7d6c.css', 'img/2986791e2d618e8d58c2.svg', 'cafe.svg', 'logo.png']) {
      writeFileSync(join(dir, file), 'x');
    }
    server = await startStaticServer({ dir, port: 0, config: {}, apiOrigin: API, remoteOrigins: [REMOTE] });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it.each([
    ['a chunk', '/explore.1a2b3c4d.js'],
    ['a stylesheet', '/main.9f8e7d6c.css'],
    ["webpack's asset name ([hash][ext])", '/img/2986791e2d618e8d58c2.svg'],
  ])('lets browsers keep %s for good', async (_kind, path) => {
    const response = await fetch(base + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/main.js', '/remoteEntry.js', '/mf-manifest.json', '/cafe.svg', '/logo.png', '/config.json'])('revalidates %s, whose name stays when it changes', async (path) => {
    const response = await fetch(base + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers an address longer than 8 KiB with 414, as fast as a page, whatever it is made of', async () => {
    const timed = async (path: string) => {
      const start = performance.now();
      const response = await fetch(base + path);
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - start };
    };
    // The fastest of a few tries each, so a busy machine's pauses do not decide.
    const fastest = async (path: string) => {
      const runs = [];
      for (let i = 0; i < 5; i += 1) runs.push(await timed(path));
      return { status: runs[0]!.status, ms: Math.min(...runs.map((run) => run.ms)) };
    };
    const page = await fastest('/university/some-school');
    for (const long of [`/${'/'.repeat(16_000)}`, `/university/x${'/'.repeat(9_000)}y`, `/${'a'.repeat(9_000)}`]) {
      const answer = await fastest(long);
      expect(answer.status).toBe(414);
      expect(answer.ms).toBeLessThan(Math.max(10 * page.ms, 50));
    }
    expect(page.status).toBe(200);
  });

  it('sends every error with a policy that runs and frames nothing', async () => {
    for (const [path, status] of [['/missing.js', 404], ['/%E0%A4%A', 400], [`/${'x'.repeat(9_000)}`, 414]] as const) {
      const response = await fetch(base + path);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('never serves source maps: they stay with the build', async () => {
    expect((await fetch(`${base}/main.js.map`)).status).toBe(404);
  });

  it("allows the page's inline script by the hash the build wrote, and the API for data only", async () => {
    const policy = (await fetch(`${base}/university/some-school`)).headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'script-src')).toContain(inlineScriptSource(inline));
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'script-src')).not.toContain(API);
    expect(directive(policy, 'connect-src')).toContain(API);
  });
});

describe('startStaticServer with server pages', () => {
  let api: Server;
  let server: Server;
  let base: string;
  const inline = 'route()';

  beforeAll(async () => {
    api = createServer((req, res) => {
      if (req.url === '/api/blogs/visa') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"title":"Visas </script>","contentHtml":"<p>Body</p>"}');
      res.writeHead(404).end('{}');
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const dir = mkdtempSync(join(tmpdir(), 'gradatlas-static-pages-'));
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><script>${inline}</script></head><body><div id="root"><div class="remote-page static-shell__frame">${SERVER_PAGE_MARK}</div></div></body></html>`);
    writeFileSync(join(dir, INLINE_SCRIPTS_FILE), JSON.stringify({ 'index.html': [inlineScriptSource(inline)] }));
    // The content remote's drawers as its `./server-pages` gives them (remote-pages.ts loads the real ones).
    const pages: ServerPages = {
      answerPath: ({ params }) => `/api/blogs/${params.slug}`,
      render: (_request, answer) => ({ html: `<h1>${String((answer as { title: string }).title).replace(/</g, '&lt;')}</h1>` }),
    };
    const remotePages = { forRemote: async () => ({ pages, assetsBase: 'https://content.gradatlas.test/', stylesOf: () => [] }) };
    server = await startStaticServer({ dir, port: 0, config: { apiUrl: API }, apiOrigin: API, serverPages: { apiUrl, remotes: { content: 'https://content.gradatlas.test/mf-manifest.json' }, remotePages } });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
    await new Promise<void>((done) => api.close(() => done()));
  });

  it("sends a blog post's page with its content and answer, under the same strict policy", async () => {
    const response = await fetch(`${base}/blogs/visa`);
    const html = await response.text();
    expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/); // compressed per request; fetch decodes it
    expect(html).toContain('<div class="server-page" data-server-page="/blogs/visa"><h1>Visas &lt;/script></h1></div>');
    expect(html).toContain('<script type="application/json" data-api-answer="/api/blogs/visa">{"title":"Visas \\u003c/script\\u003e","contentHtml":"\\u003cp\\u003eBody\\u003c/p\\u003e"}</script>');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'script-src')).toEqual(["'self'", inlineScriptSource(inline), 'https://accounts.google.com/gsi/client']);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${base}/blogs/visa`, { headers: { 'If-None-Match': response.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('inlines the config into every page of the host, with or without content', async () => {
    const html = await (await fetch(`${base}/about-us`)).text();
    expect(html).toContain(`<script type="application/json" id="runtime-config">{"apiUrl":"${API}"}</script>`);
    expect(html).not.toContain('data-api-answer');
  });
});
