// The route table's users: the host's router renders it, the field data
// reports its patterns, the API accepts them (contracts/field-data.ts) and the
// site's server reads it to know which remote page an address shows. A
// subpath each user bundles (not a door).
import { matchPath } from '@gradatlas/shared/router';
import { routeKindOf, SITE_ROUTES, type RouteKind, type SitePath, type SiteRoute } from './table';

export { HOME_EXPLORE, routeKindOf, SITE_ROUTES } from './table';
export type { HostPage, RemotePageRef, RouteAccess, RouteKind, SitePath, SiteRoute } from './table';

/** The route an address shows, with its parameters; undefined outside the table (the site sends it to /). */
export function siteRouteAt(pathname: string): { route: SiteRoute & { path: SitePath }; params: Record<string, string> } | undefined {
  for (const route of SITE_ROUTES) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: Object.fromEntries(Object.entries(match.params).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]]))) };
  }
  return undefined;
}

const pathsOfKind = (kind: RouteKind) => SITE_ROUTES.filter((route) => routeKindOf(route) === kind).map((route) => route.path as string);
/** Paths of the home page and of the host's plain pages: each has no parameters, so a list of paths says it. */
export const HOME_PATHS = pathsOfKind('home');
export const PLAIN_PATHS = pathsOfKind('plain');

/** The router ignores a trailing slash, and so must the marking. */
const withoutTrailingSlash = (pathname: string) => {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 47) end -= 1;
  return pathname.slice(0, end);
};

/** The kind of frame an address's static shell shows; any other address is a remote's page (or sent to /). */
export function routeKindAt(pathname: string): RouteKind {
  const path = withoutTrailingSlash(pathname);
  if (HOME_PATHS.includes(path)) return 'home';
  return PLAIN_PATHS.includes(path) ? 'plain' : 'page';
}

/**
 * routeKindAt as a classic script to inline in index.html, which marks the kind
 * on <html> before any JavaScript of the app runs. Written out (not
 * Function#toString) so no build helper can leak into it; the trailing
 * slashes are trimmed by a loop, not a regular expression, so no address
 * costs more than its length.
 */
export function routeKindScript(): string {
  return [
    '(function(p){',
    'var e=p.length;while(e>1&&p.charCodeAt(e-1)===47)e--;p=p.slice(0,e);',
    `document.documentElement.setAttribute('data-route',${JSON.stringify(HOME_PATHS)}.indexOf(p)>=0?'home':${JSON.stringify(PLAIN_PATHS)}.indexOf(p)>=0?'plain':'page');`,
    '})(location.pathname);',
  ].join('');
}
