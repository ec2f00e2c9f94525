/**
 * Build step, run after webpack (npm run build): writes the static shell into
 * dist/index.html, so the first paint is the site and not a blank page.
 * - the shell's markup goes into #root;
 * - the route-kind script and the host's styles are inlined in <head>, so that
 *   paint needs no other request. Each style keeps its chunk's file name in
 *   data-href: webpack's style loader then sees it is there and does not load
 *   it a second time.
 * The static server allows the inline script by its hash (scripts/static-server.ts).
 */
import Module from 'node:module';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { join } from 'node:path';
import { routeKindScript } from '../app/route-kinds';

const DIST = join(__dirname, '../../dist');
/** html-webpack-plugin minifies: the quotes around root may be gone. */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/** Components import their .css for webpack; in Node those imports have nothing to do. */
function ignoreStyleImports(): void {
  (Module as unknown as { _extensions: Record<string, () => void> })._extensions['.css'] = () => undefined;
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
  const head = [
    `<script>${routeKindScript()}</script>`,
    ...hostStyles,
    inlineStyle(readFileSync(join(__dirname, 'static-shell.css'), 'utf8')),
  ].join('');

  // The entry's own stylesheet link would block the first paint for a file that is now inline.
  const withoutStyleLinks = styleFiles.reduce((page, file) => page.replace(new RegExp(`<link[^>]*href="?/?${file.replace(/\./g, '\\.')}"?[^>]*>`), ''), html);
  const written = withoutStyleLinks.replace('</head>', () => `${head}</head>`).replace(EMPTY_ROOT, () => `<div id="root">${renderStaticShell()}</div>`);
  writeFileSync(htmlPath, written);
  // The page's brotli copy, as the web apps' build writes one for each other
  // text file (shared/build/webpack-app.cjs); written after the page, so the
  // static server finds it fresh.
  writeFileSync(`${htmlPath}.br`, brotliCompressSync(written, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
  console.log(`Static shell written into ${htmlPath} (${Math.round(written.length / 1024)} KiB).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
