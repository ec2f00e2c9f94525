/**
 * What kind of page a path shows, known before any JavaScript of the app runs.
 * index.html holds a static copy of the shell (src/prerender); a one-line
 * script marks the kind on <html> so that copy shows only what the page will:
 * - home: the hero and destinations, then the reserved explore frame;
 * - page: a remote's page, a frame of the size RemotePage reserves;
 * - plain: a page the host draws at its own size (sign-in): the header alone,
 *   so nothing the reader sees moves when the app takes over.
 */
export type RouteKind = 'home' | 'page' | 'plain';

/** Paths of the home page (SPEC section 2). */
export const HOME_PATHS = ['/', '/universities'];
/** The host's own pages besides home. */
export const LOGIN_PATH = '/login';
export const AUTH_SUCCESS_PATH = '/auth-success';
const PLAIN_PATHS = [LOGIN_PATH, AUTH_SUCCESS_PATH];

/** The router ignores a trailing slash, and so must the marking. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

export function routeKind(pathname: string): RouteKind {
  const path = withoutTrailingSlash(pathname);
  if (HOME_PATHS.includes(path)) return 'home';
  return PLAIN_PATHS.includes(path) ? 'plain' : 'page';
}

/**
 * The same rule as routeKind, as a classic script to inline in index.html.
 * Written out (not Function#toString) so no build helper can leak into it.
 */
export function routeKindScript(): string {
  return [
    '(function(p){',
    "p=p.replace(/\\/+$/,'')||'/';",
    `document.documentElement.setAttribute('data-route',${JSON.stringify(HOME_PATHS)}.indexOf(p)>=0?'home':${JSON.stringify(PLAIN_PATHS)}.indexOf(p)>=0?'plain':'page');`,
    '})(location.pathname);',
  ].join('');
}
