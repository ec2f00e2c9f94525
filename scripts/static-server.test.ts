import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INLINE_SCRIPTS_FILE, inlineScriptSource } from '@gradatlas/shared/build/inline-scripts';
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
    for (const file of ['main.js', 'remoteEntry.js', 'mf-manifest.json', 'explore.1a2b3c4d.js', 'main.9f8e7d6c.css', 'img/2986791e2d618e8d58c2.svg', 'cafe.svg', 'logo.png']) {
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

  it("allows the page's inline script by the hash the build wrote, and the API for data only", async () => {
    const policy = (await fetch(`${base}/university/some-school`)).headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'script-src')).toContain(inlineScriptSource(inline));
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'script-src')).not.toContain(API);
    expect(directive(policy, 'connect-src')).toContain(API);
  });
});
