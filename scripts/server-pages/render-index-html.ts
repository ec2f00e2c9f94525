// The host's index.html as the server sends it, so a page paints from the
// first byte and its scripts and data travel together instead of in a chain:
// - config.json inlined as a JSON data block (the client still fetches
//   /config.json when the block is missing: an older server, another host);
// - preconnect hints for the API and the remotes (preconnect-hints.ts);
// - preload hints for the route's remote manifest, entry, exposed module and
//   page chunk, read from the remote's manifest, so the browser fetches them
//   beside main.js instead of one after another;
// - for the public pages of server-page-routes.ts, the page's main content
//   written from the API's guest answer, and that answer as a JSON data block
//   keyed by its API path, which the remote reads instead of asking again;
//   for the calculator, a student's page, its first lines (no answer), shown
//   only to a browser that holds a session; for the home page, the explore
//   list's first cards, whose remote loads only when the reader comes near.
// Only a build that marks its frame (SERVER_PAGE_MARK, written by the host's
// write-static-shell.ts) is changed: any other index.html is sent as built.
// JSON data blocks are not scripts: the policy's hashes stay the only ones.
import { SERVER_PAGE_MARK } from '@gradatlas/shared/build/server-page-mark';
import type { JsonFetchCache } from './json-fetch-cache';
import { preconnectHints } from './preconnect-hints';
import { escapeHtml, jsonForScriptBlock, serverPageMarkup } from './server-page-markup';
import { serverPageRoute, type ServerPageTarget } from './server-page-routes';

export interface RenderContext {
  /** The served config.json; inlined when present. */
  config?: unknown;
  /** Where this server asks the API for guest answers (config.apiUrl unless the deploy says otherwise). */
  apiUrl?: string;
  /** Remote name → manifest address, as config.json lists them. */
  remotes?: Record<string, string>;
  answers: JsonFetchCache;
  manifests: JsonFetchCache;
  /** The request's Host: no connection hint for the page's own origin. */
  pageHost?: string;
  /** The address's query ('' or '?...'): the home page's first cards are written only without one. */
  search?: string;
}

interface ManifestShape {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[]; async?: string[] }; css?: { async?: string[] } } }>;
}

/** The remote's files a route's page needs first, manifest included; only the manifest when it cannot be read. */
async function remotePageHints(target: ServerPageTarget, context: RenderContext): Promise<string[]> {
  const manifestUrl = context.remotes?.[target.remote];
  if (!manifestUrl) return [];
  // The federation runtime fetches the manifest without credentials, and loads scripts and styles as plain elements.
  const hints = [`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(manifestUrl)}">`];
  const manifest = (await context.manifests.get(manifestUrl)) as ManifestShape | undefined;
  const entry = manifest?.metaData?.remoteEntry;
  const pages = manifest?.exposes?.find((expose) => expose.name === 'pages');
  if (!entry?.name || !pages) return hints;
  const at = (file: string) => escapeHtml(new URL(file, manifestUrl).href);
  const pageFile = new RegExp(`^${target.chunk}\\.[0-9a-f]{8}\\.(js|css)$`);
  const scripts = [`${entry.path ?? ''}${entry.name}`, ...(pages.assets?.js?.sync ?? []), ...(pages.assets?.js?.async ?? []).filter((file) => pageFile.test(file))];
  const styles = (pages.assets?.css?.async ?? []).filter((file) => pageFile.test(file));
  return [...hints, ...scripts.map((file) => `<link rel="preload" as="script" href="${at(file)}">`), ...styles.map((file) => `<link rel="preload" as="style" href="${at(file)}">`)];
}

/**
 * A blog post's cover image on the content remote: the file its build listed
 * for the slug in blog-images.json (remote-content/build), or the default,
 * as the client's blogImageFor picks. Undefined without the list.
 */
async function blogImageUrl(slug: string, context: RenderContext): Promise<string | undefined> {
  const manifestUrl = context.remotes?.content;
  if (!manifestUrl) return undefined;
  const images = (await context.manifests.get(new URL('blog-images.json', manifestUrl).href)) as Record<string, unknown> | undefined;
  const file = images && (Object.hasOwn(images, slug) ? images[slug] : images.default);
  return typeof file === 'string' ? new URL(file, manifestUrl).href : undefined;
}

/** The page's content and its answer, or nothing when the API did not answer with what the page shows. */
async function serverPage(pathname: string, context: RenderContext): Promise<{ markup: string; answerBlock: string } | undefined> {
  const route = serverPageRoute(pathname, context.search);
  if (!route) return undefined;
  const { apiPath } = route;
  if (apiPath !== undefined && !context.apiUrl) return undefined;
  const [answer, imageUrl] = await Promise.all([
    apiPath === undefined ? null : context.answers.get(new URL(apiPath, context.apiUrl).href),
    route.kind === 'blog-post' && route.slug ? blogImageUrl(route.slug, context) : undefined,
  ]);
  if (answer === undefined) return undefined;
  const content = serverPageMarkup(route.kind, answer, { imageUrl });
  if (content === undefined) return undefined;
  const audience = route.audience ? ` data-audience="${route.audience}"` : '';
  return {
    markup: `<div class="server-page" data-server-page="${escapeHtml(pathname)}"${audience}>${content}</div>`,
    answerBlock: apiPath === undefined ? '' : `<script type="application/json" data-api-answer="${escapeHtml(apiPath)}">${jsonForScriptBlock(answer)}</script>`,
  };
}

/** The page to send for this address, or undefined to send the built file as it is. */
export async function renderIndexHtml(template: string, pathname: string, context: RenderContext): Promise<string | undefined> {
  if (!template.includes(SERVER_PAGE_MARK)) return undefined;
  const route = serverPageRoute(pathname, context.search);
  const [hints, page] = await Promise.all([route && !route.loadsWhenNear ? remotePageHints(route.target, context) : [], serverPage(pathname, context)]);
  const head = [
    ...preconnectHints(context.config, context.pageHost),
    ...hints,
    context.config === undefined ? '' : `<script type="application/json" id="runtime-config">${jsonForScriptBlock(context.config)}</script>`,
  ].join('');
  return template
    .replace('</head>', () => `${head}</head>`)
    .replace(SERVER_PAGE_MARK, () => page?.markup ?? '')
    .replace('</body>', () => `${page?.answerBlock ?? ''}</body>`);
}
