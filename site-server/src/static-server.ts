// A small static server for built web apps: SPA fallback, the run-time
// config.json, caching that suits content-hashed chunks, gzip, CORS for
// federation (remotes are fetched from the host's origin, and only the
// configured site origins may read them) and security headers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { basename, extname, join, normalize, relative, resolve, sep } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { INLINE_SCRIPTS_FILE, type InlineScripts } from '@gradatlas/shared/build/inline-scripts';
import { FetchCache } from './server-pages/fetch-cache';
import { RemotePageLoader } from './server-pages/remote-pages';
import { renderIndexHtml, type RenderContext } from './server-pages/render-index-html';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.css', '.svg', '.txt']);
/**
 * A content-hashed file name: a chunk or stylesheet (`name.1a2b3c4d.js`,
 * webpack's `[name].[contenthash:8]`) or an asset (`2986791e2d618e8d58c2.svg`,
 * webpack's default `[hash][ext]`). Its content never changes under that name,
 * so it may be cached for good.
 */
const HASHED_NAME = /^(?:.+\.)?[0-9a-f]{8,}\.(?:js|css|svg|png|jpe?g|webp|woff2)$/;

export const isContentHashed = (path: string): boolean => HASHED_NAME.test(basename(path));

export interface StaticServerOptions {
  dir: string;
  port: number;
  /** Address to listen on; loopback unless told otherwise (SITE_BIND_HOST, shared/build/site-config.cjs). */
  host?: string;
  /** Served as /config.json; undefined answers 404, as a deploy that forgot the file. */
  config: unknown;
  /** Origin of the API: the page calls it (connect-src), never loads a script from it. */
  apiOrigin?: string;
  /** Origins of the remotes: their manifests, scripts, styles, images and fonts load under the page's policy. */
  remoteOrigins?: string[];
  /** Site origins whose pages may read these files cross-origin (the host loading a remote). */
  allowedOrigins?: string[];
  /**
   * Write the page's content, its API answer, the config and preload hints
   * into the host's index.html (scripts/server-pages). apiUrl: where this
   * server asks for guest answers; remotes: the manifests config.json names.
   * Only a build whose index.html carries the server-page mark is changed.
   */
  serverPages?: { apiUrl?: string; remotes?: Record<string, string>; answerTimeoutMs?: number; remotePages?: RenderContext['remotePages'] };
}

export interface PolicySources {
  /** The API's origin: data only, so it is in connect-src and nowhere else. */
  apiOrigin?: string;
  /** The remotes' origins: the host runs their code and reads their manifests. */
  remoteOrigins?: string[];
  /** 'sha256-…' sources of the page's own inline scripts (INLINE_SCRIPTS_FILE), never 'unsafe-inline'. */
  scriptHashes?: string[];
}

/** The Content-Security-Policy of a page of the site. */
export function contentSecurityPolicy({ apiOrigin, remoteOrigins = [], scriptHashes = [] }: PolicySources = {}): string {
  const list = (...items: string[]) => [...new Set(items)].join(' ');
  const api = apiOrigin ? [apiOrigin] : [];
  return [
    "default-src 'self'",
    // A script from the API's origin would run with the page's rights: the API serves JSON, so it has no place here.
    `script-src ${list("'self'", ...scriptHashes, ...remoteOrigins, 'https://accounts.google.com/gsi/client')}`,
    `connect-src ${list("'self'", ...api, ...remoteOrigins, 'https://accounts.google.com/gsi/')}`,
    // style-loader injects <style> elements; Google's button brings its own sheet.
    `style-src ${list("'self'", "'unsafe-inline'", ...remoteOrigins, 'https://accounts.google.com/gsi/style')}`,
    // A remote's images (blog illustrations) are served from the remote's own origin.
    `img-src ${list("'self'", 'data:', ...remoteOrigins, 'https://*.googleusercontent.com')}`,
    'frame-src https://accounts.google.com/gsi/',
    `font-src ${list("'self'", 'data:', ...remoteOrigins)}`,
    "object-src 'none'",
    "base-uri 'none'",
    // The contact form posts through the API client, never as a form submission: no form may send anywhere else.
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of an answer that is not a page (an error, a file): it runs
 * nothing, loads nothing and is shown in no frame, whatever it holds.
 */
export const NOTHING_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** No address the site serves is longer; a longer one is answered 414 without being read further. */
export const MAX_URL_LENGTH = 8 * 1024;

/** The hashes the build wrote for its pages' inline scripts; none when the build wrote no file. */
async function readInlineScripts(root: string): Promise<InlineScripts> {
  const text = await readFile(join(root, INLINE_SCRIPTS_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '{}';
    throw error;
  });
  return JSON.parse(text) as InlineScripts;
}

/** The file path of a request, or undefined when its address is malformed (bad %-escapes, invalid UTF-8). */
export function decodedPathname(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

/**
 * The build's brotli copy of a file (`<file>.br`, written by the web apps'
 * build), when the client accepts `br` and the copy is not older than the
 * file: a file rebuilt without its copy is never answered with stale bytes.
 */
async function brotliCopy(path: string, mtimeMs: number, acceptEncoding: string): Promise<string | undefined> {
  if (!/\bbr\b/.test(acceptEncoding)) return undefined;
  const copy = await stat(`${path}.br`).catch(() => null);
  return copy?.isFile() && copy.mtimeMs >= mtimeMs ? `${path}.br` : undefined;
}

async function fileBody(path: string, mtimeMs: number, gzip: boolean): Promise<Buffer> {
  if (!gzip) return readFile(path);
  const cached = gzipCache.get(path);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(await readFile(path));
  gzipCache.set(path, { mtimeMs, body });
  return body;
}

/** What drawing the host's pages needs: the caches of what it fetches and the remotes' page drawers. */
function serverPagesContext(config: unknown, serverPages: NonNullable<StaticServerOptions['serverPages']>): Omit<RenderContext, 'pageHost' | 'search'> {
  const timeoutMs = serverPages.answerTimeoutMs;
  const manifests = new FetchCache({ timeoutMs });
  return {
    config,
    apiUrl: serverPages.apiUrl,
    remotes: serverPages.remotes,
    answers: new FetchCache({ timeoutMs }),
    manifests,
    // Content-hashed files: kept as long as the server runs (a new release has new names).
    styles: new FetchCache({ timeoutMs, body: 'text', ttlMs: Number.POSITIVE_INFINITY, maxEntries: 200 }),
    remotePages: serverPages.remotePages ?? new RemotePageLoader(manifests),
  };
}

export function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const root = resolve(options.dir);
  const configBody = options.config === undefined ? undefined : Buffer.from(JSON.stringify(options.config));
  // Read once per build: a rebuild writes the file anew, and its mtime changes.
  let inlineScripts: { mtimeMs: number; pages: Promise<InlineScripts> } | undefined;
  const policyFor = async (path: string): Promise<string> => {
    const mtimeMs = (await stat(join(root, INLINE_SCRIPTS_FILE)).catch(() => null))?.mtimeMs ?? 0;
    if (inlineScripts?.mtimeMs !== mtimeMs) inlineScripts = { mtimeMs, pages: readInlineScripts(root) };
    const scriptHashes = (await inlineScripts.pages)[relative(root, path).split(sep).join('/')] ?? [];
    return contentSecurityPolicy({ apiOrigin: options.apiOrigin, remoteOrigins: options.remoteOrigins, scriptHashes });
  };
  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  const renderContext = options.serverPages && serverPagesContext(options.config, options.serverPages);
  let template: { mtimeMs: number; text: Promise<string> } | undefined;
  /** The host's page for this address as rendered for it, or undefined to send the file. */
  const renderedPage = async (path: string, mtimeMs: number, pathname: string, request: IncomingMessage): Promise<Buffer | undefined> => {
    if (!renderContext || basename(path) !== 'index.html') return undefined;
    if (template?.mtimeMs !== mtimeMs) template = { mtimeMs, text: readFile(path, 'utf8') };
    const search = new URL(request.url ?? '/', 'http://localhost').search;
    const html = await renderIndexHtml(await template.text, pathname, { ...renderContext, pageHost: request.headers.host, search });
    return html === undefined ? undefined : Buffer.from(html);
  };

  const send = async (req: IncomingMessage, res: ServerResponse) => {
    // Files differ in CORS headers by Origin, so caches must keep them apart.
    res.setHeader('Vary', 'Origin, Accept-Encoding');
    const origin = req.headers.origin;
    if (origin && allowedOrigins.has(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Every answer but a page (which gets its own policy below) runs and frames nothing: errors included.
    res.setHeader('Content-Security-Policy', NOTHING_POLICY);
    res.setHeader('X-Frame-Options', 'DENY');
    if ((req.url ?? '').length > MAX_URL_LENGTH) {
      res.writeHead(414, { 'Content-Type': TYPES['.txt'] }).end('URI too long');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = decodedPathname(req.url);
    if (pathname === undefined) {
      res.writeHead(400, { 'Content-Type': TYPES['.txt'] }).end('Bad request: the address is not valid');
      return;
    }
    if (pathname === '/config.json') {
      if (!configBody) {
        res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
        return;
      }
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' }).end(configBody);
      return;
    }
    let path = normalize(join(root, pathname));
    if (!path.startsWith(root + sep) && path !== root) {
      res.writeHead(400).end();
      return;
    }
    let info = await stat(path).catch(() => null);
    const isAsset = extname(pathname) !== '';
    // Source maps stay with the build: they would publish the sources with their comments.
    if (extname(pathname) === '.map') info = null;
    if (!info?.isFile()) {
      if (isAsset) {
        res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
        return;
      }
      path = join(root, 'index.html'); // client-side routes
      info = await stat(path);
    }
    const ext = extname(path);
    const rendered = await renderedPage(path, info.mtimeMs, pathname, req);
    const etag = rendered
      ? `"r-${createHash('sha256').update(rendered).digest('base64url').slice(0, 22)}"`
      : `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': isContentHashed(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
    };
    if (ext === '.html') headers['Content-Security-Policy'] = await policyFor(path);
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
    if (rendered) {
      // Rendered per request: compressed here, at a brotli quality fast enough for that.
      const br = /\bbr\b/.test(acceptEncoding);
      const gz = !br && /\bgzip\b/.test(acceptEncoding);
      if (br || gz) headers['Content-Encoding'] = br ? 'br' : 'gzip';
      const body = br ? brotliCompressSync(rendered, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : gz ? gzipSync(rendered) : rendered;
      res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const brotli = COMPRESSIBLE.has(ext) ? await brotliCopy(path, info.mtimeMs, acceptEncoding) : undefined;
    const gzip = !brotli && COMPRESSIBLE.has(ext) && /\bgzip\b/.test(acceptEncoding);
    if (brotli) headers['Content-Encoding'] = 'br';
    if (gzip) headers['Content-Encoding'] = 'gzip';
    const body = brotli ? await readFile(brotli) : await fileBody(path, info.mtimeMs, gzip);
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  };

  // The parser's own limit on a request's head (16 KiB): a longer address is refused before it reaches `send`.
  const server = createServer({ maxHeaderSize: 16 * 1024 }, (req, res) => {
    send(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': TYPES['.txt'] });
      res.end('Internal error');
    });
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolvePromise(server));
  });
}
