/**
 * Build step, run after webpack (npm run build): writes the static shell into
 * dist/index.html, so the first paint is the site and not a blank page.
 * - the shell's markup goes into #root;
 * - the route-kind script and the host's styles are inlined in <head>, so that
 *   paint needs no other request. Each style keeps its chunk's file name in
 *   data-href: webpack's style loader then sees it is there and does not load
 *   it a second time.
 * - the inline script's CSP hash goes into dist/inline-scripts.json
 *   (shared/build/inline-scripts.cjs), computed from the very text inlined, so
 *   any static host can allow it by its hash (site-server/src/static-server.ts does).
 */
import { registerHooks } from 'node:module';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { join } from 'node:path';
import { INLINE_SCRIPTS_FILE, inlineScriptSource, type InlineScripts } from '@gradatlas/shared/build/inline-scripts';
import { SERVER_PAGE_MARK } from '@gradatlas/shared/build/server-page-mark';
import { routeKindScript } from '@gradatlas/shared/site-routes';
import { earlyTapsScript } from './early-taps-script';
import { sessionMarkScript } from './session-mark-script';

const DIST = join(__dirname, '../../dist');
/** html-webpack-plugin minifies: the quotes around root may be gone. */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/**
 * Components import their .css for webpack; in Node those imports have nothing
 * to do. Node's module customization hooks (node:module registerHooks) load
 * each as an empty module, for require and import alike.
 */
function ignoreStyleImports(): void {
  registerHooks({
    load: (url, context, nextLoad) => (url.endsWith('.css') ? { format: 'commonjs', source: '', shortCircuit: true } : nextLoad(url, context)),
  });
}

function inlineStyle(css: string, dataHref?: string): string {
  // A source map comment would point at a path relative to the page, not to the file.
  const body = css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim();
  return `<style${dataHref ? ` data-href="${dataHref}"` : ''}>${body}</style>`;
}

async function main(): Promise<void> {
  ignoreStyleImports();
  const { renderStaticShell } = await import('./static-shell');
  const htmlPath = join(DIST, 'index.html');
  const html = readFileSync(htmlPath, 'utf8');
  if (!EMPTY_ROOT.test(html)) throw new Error(`${htmlPath} has no empty #root: was the shell written into it already?`);

  const styleFiles = readdirSync(DIST)
    .filter((file) => file.endsWith('.css'))
    .sort();
  const hostStyles = styleFiles.map((file) => inlineStyle(readFileSync(join(DIST, file), 'utf8'), file));
  const inlineScript = routeKindScript() + sessionMarkScript() + earlyTapsScript();
  const head = [
    `<script>${inlineScript}</script>`,
    ...hostStyles,
    inlineStyle(readFileSync(join(__dirname, 'static-shell.css'), 'utf8')),
  ].join('');

  // The entry's own stylesheet link would block the first paint for a file that is now inline.
  const withoutStyleLinks = styleFiles.reduce((page, file) => page.replace(new RegExp(`<link[^>]*href="?/?${file.replace(/\./g, '\\.')}"?[^>]*>`), ''), html);
  // The site's server writes a public page drawn by its remote where the mark is (site-server).
  const frame = '<div class="remote-page static-shell__frame">';
  const shell = renderStaticShell();
  if (!shell.includes(frame)) throw new Error(`The static shell has no ${frame} to mark for the server's page content`);
  const markedShell = shell.replace(frame, () => `${frame}${SERVER_PAGE_MARK}`);
  const written = withoutStyleLinks.replace('</head>', () => `${head}</head>`).replace(EMPTY_ROOT, () => `<div id="root">${markedShell}</div>`);
  // The hash file lists one inline script: a second one would be blocked by the policy.
  const bareScripts = written.match(/<script>/g)?.length ?? 0;
  if (bareScripts !== 1) throw new Error(`${htmlPath} has ${bareScripts} inline scripts; only the route-kind script is hashed into ${INLINE_SCRIPTS_FILE}`);
  writeFileSync(htmlPath, written);
  // The page's brotli copy, as the web apps' build writes one for each other
  // text file (shared/build/webpack-app.cjs); written after the page, so the
  // static server finds it fresh.
  writeFileSync(`${htmlPath}.br`, brotliCompressSync(written, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
  const inlineScripts: InlineScripts = { 'index.html': [inlineScriptSource(inlineScript)] };
  writeFileSync(join(DIST, INLINE_SCRIPTS_FILE), `${JSON.stringify(inlineScripts, null, 2)}\n`);
  console.log(`Static shell written into ${htmlPath} (${Math.round(written.length / 1024)} KiB).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
