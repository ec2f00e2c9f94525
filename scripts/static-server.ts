// A small static server for built web apps: SPA fallback, the run-time
// config.json, caching that suits content-hashed chunks, gzip, CORS for
// federation (remotes are fetched from the host's origin) and security headers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.css', '.svg', '.map', '.txt']);
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpg|webp)$/;

export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  /** Served as /config.json. */
  config: unknown;
  /** Extra origins the page may load scripts and data from (remotes, API). */
  connectOrigins?: string[];
}

function contentSecurityPolicy(origins: string[]): string {
  const list = origins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${list} https://accounts.google.com/gsi/client`,
    `connect-src 'self' ${list} https://accounts.google.com/gsi/`,
    // style-loader injects <style> elements; Google's button brings its own sheet.
    "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
    "img-src 'self' data: https://*.googleusercontent.com",
    'frame-src https://accounts.google.com/gsi/',
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

async function fileBody(path: string, mtimeMs: number, gzip: boolean): Promise<Buffer> {
  if (!gzip) return readFile(path);
  const cached = gzipCache.get(path);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(await readFile(path));
  gzipCache.set(path, { mtimeMs, body });
  return body;
}

export function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const root = resolve(options.dir);
  const configBody = Buffer.from(JSON.stringify(options.config));
  const csp = contentSecurityPolicy(options.connectOrigins ?? []);

  const send = async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' }).end(configBody);
      return;
    }
    let path = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!path.startsWith(root + sep) && path !== root) {
      res.writeHead(400).end();
      return;
    }
    let info = await stat(path).catch(() => null);
    const isAsset = extname(url.pathname) !== '';
    if (!info?.isFile()) {
      if (isAsset) {
        res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
        return;
      }
      path = join(root, 'index.html'); // client-side routes
      info = await stat(path);
    }
    const ext = extname(path);
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (ext === '.html') {
      headers['Content-Security-Policy'] = csp;
      headers['X-Frame-Options'] = 'DENY';
    }
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    const body = await fileBody(path, info.mtimeMs, gzip);
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  };

  const server = createServer((req, res) => {
    send(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': TYPES['.txt'] });
      res.end('Internal error');
    });
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolvePromise(server));
  });
}
