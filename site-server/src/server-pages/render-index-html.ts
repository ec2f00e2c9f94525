// The host's index.html as the server sends it, so a page paints from the
// first byte and its scripts and data travel together instead of in a chain:
// - config.json inlined as a JSON data block (the client still fetches
//   /config.json when the block is missing: an older server, another host);
// - preconnect hints for the API and the remotes (preconnect-hints.ts);
// - preload hints for the route's remote manifest, entry, exposed module and
//   page chunk, read from the remote's manifest, so the browser fetches them
//   beside main.js instead of one after another;
// - the remote's page as its own components draw it for a guest (the remote's
//   `./server-pages`, remote-pages.ts), with the page's stylesheets and the API
//   answer it was drawn from as a JSON data block keyed by the API path, which
//   the page reads instead of asking again. A student's page (the calculator)
//   is drawn for a browser holding a session only.
// Only a build that marks its frame (SERVER_PAGE_MARK, written by the host's
// write-static-shell.ts) is changed: any other index.html is sent as built.
// JSON data blocks are not scripts: the policy's hashes stay the only ones.
import { SERVER_PAGE_MARK } from '@gradatlas/shared/build/server-page-mark';
import { pageChunkName, type ServerPageRequest } from '@gradatlas/shared/federation';
import { HOME_EXPLORE, routeKindOf, siteRouteAt, type RemotePageRef } from '@gradatlas/shared/site-routes';
import type { FetchCache } from './fetch-cache';
import { cssForStyleElement, escapeHtml, jsonForScriptBlock } from './html';
import { preconnectHints } from './preconnect-hints';
import type { RemotePages } from './remote-pages';

export interface RenderContext {
  /** The served config.json; inlined when present. */
  config?: unknown;
  /** Where this server asks the API for guest answers (config.apiUrl unless the deploy says otherwise). */
  apiUrl?: string;
  /** Remote name → browser manifest address, as config.json lists them. */
  remotes?: Record<string, string>;
  answers: FetchCache;
  manifests: FetchCache;
  /** The remotes' page stylesheets (content-hashed files), as text. */
  styles: FetchCache;
  remotePages: { forRemote(name: string, browserManifestUrl: string): Promise<RemotePages | undefined> };
  /** The request's Host: no connection hint for the page's own origin. */
  pageHost?: string;
  /** The address's query ('' or '?...'). */
  search?: string;
}

interface ManifestShape {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[]; async?: string[] }; css?: { async?: string[] } } }>;
}

/** The remote page an address shows and how its route reads it; the home page's is its explore list, drawn when the reader comes near. */
function remotePageOf(pathname: string, search: string): { target: RemotePageRef; request: ServerPageRequest; loadsWhenNear: boolean } | undefined {
  const found = siteRouteAt(pathname);
  if (!found) return undefined;
  const { route, params } = found;
  const home = routeKindOf(route) === 'home';
  const target = 'remote' in route.view ? route.view : home ? HOME_EXPLORE : undefined;
  if (!target) return undefined;
  return { target, request: { page: target.page, route: route.path, pathname, search, params }, loadsWhenNear: home };
}

/** The remote's files a route's page needs first, manifest included; only the manifest when it cannot be read. */
async function remotePageHints(target: RemotePageRef, chunk: string, context: RenderContext): Promise<string[]> {
  const manifestUrl = context.remotes?.[target.remote];
  if (!manifestUrl) return [];
  // The federation runtime fetches the manifest without credentials, and loads scripts and styles as plain elements.
  const hints = [`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(manifestUrl)}">`];
  const manifest = (await context.manifests.get(manifestUrl)) as ManifestShape | undefined;
  const entry = manifest?.metaData?.remoteEntry;
  const pages = manifest?.exposes?.find((expose) => expose.name === 'pages');
  if (!entry?.name || !pages) return hints;
  const at = (file: string) => escapeHtml(new URL(file, manifestUrl).href);
  const pageFile = new RegExp(`^${chunk}\\.[0-9a-f]{8}\\.(js|css)$`);
  const scripts = [`${entry.path ?? ''}${entry.name}`, ...(pages.assets?.js?.sync ?? []), ...(pages.assets?.js?.async ?? []).filter((file) => pageFile.test(file))];
  const styles = (pages.assets?.css?.async ?? []).filter((file) => pageFile.test(file));
  return [...hints, ...scripts.map((file) => `<link rel="preload" as="script" href="${at(file)}">`), ...styles.map((file) => `<link rel="preload" as="style" href="${at(file)}">`)];
}

interface PageCopy {
  markup: string;
  styles: string;
  answerBlock: string;
}

/** The remote's own drawing of the page for a guest, with its styles and answer; nothing when any part is missing. */
async function pageCopy(target: RemotePageRef, request: ServerPageRequest, context: RenderContext): Promise<PageCopy | undefined> {
  const manifestUrl = context.remotes?.[target.remote];
  if (!manifestUrl) return undefined;
  const remote = await context.remotePages.forRemote(target.remote, manifestUrl);
  if (!remote) return undefined;
  let answerPath: string | null | undefined;
  try {
    answerPath = remote.pages.answerPath(request);
  } catch {
    return undefined;
  }
  if (answerPath === undefined || (answerPath !== null && !context.apiUrl)) return undefined;
  const [answer, styles] = await Promise.all([
    answerPath === null ? null : context.answers.get(new URL(answerPath, context.apiUrl).href),
    Promise.all(remote.stylesOf(request.page).map((url) => context.styles.get(url))),
  ]);
  if (answer === undefined || styles.some((css) => typeof css !== 'string')) return undefined;
  let copy;
  try {
    copy = remote.pages.render(request, answer, remote.assetsBase);
  } catch {
    // A remote that fails to draw costs the page its copy; the browser draws it.
    return undefined;
  }
  if (!copy || typeof copy.html !== 'string') return undefined;
  const audience = copy.audience === 'member' ? ' data-audience="member"' : '';
  return {
    markup: `<div class="server-page" data-server-page="${escapeHtml(request.pathname)}"${audience}>${copy.html}</div>`,
    styles: styles.length === 0 ? '' : `<style data-page-styles>${cssForStyleElement((styles as string[]).join('\n'))}</style>`,
    answerBlock: answerPath === null ? '' : `<script type="application/json" data-api-answer="${escapeHtml(answerPath)}">${jsonForScriptBlock(answer)}</script>`,
  };
}

/** The page to send for this address, or undefined to send the built file as it is. */
export async function renderIndexHtml(template: string, pathname: string, context: RenderContext): Promise<string | undefined> {
  if (!template.includes(SERVER_PAGE_MARK)) return undefined;
  const page = remotePageOf(pathname, context.search ?? '');
  const [hints, copy] = await Promise.all([
    page && !page.loadsWhenNear ? remotePageHints(page.target, pageChunkName(page.target.page), context) : [],
    page ? pageCopy(page.target, page.request, context) : undefined,
  ]);
  const head = [
    ...preconnectHints(context.config, context.pageHost),
    ...hints,
    copy?.styles ?? '',
    context.config === undefined ? '' : `<script type="application/json" id="runtime-config">${jsonForScriptBlock(context.config)}</script>`,
  ].join('');
  return template
    .replace('</head>', () => `${head}</head>`)
    .replace(SERVER_PAGE_MARK, () => copy?.markup ?? '')
    .replace('</body>', () => `${copy?.answerBlock ?? ''}</body>`);
}
