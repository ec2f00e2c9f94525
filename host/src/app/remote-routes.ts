import type { RouteParams } from '@gradatlas/shared/federation';
import { siteRouteAt, type RemotePageRef } from '@gradatlas/shared/site-routes';

/**
 * The remote page the address will show to this visitor, if any, with the
 * route's parameters: the bootstrap starts loading it before the first
 * render. The home page has none to start with: its explore list loads when
 * the visitor comes near it (features/home/pages/once-near.ts).
 */
export function remotePageAt(pathname: string, loggedIn: boolean): { target: RemotePageRef; params: RouteParams } | undefined {
  const found = siteRouteAt(pathname);
  if (!found || !('remote' in found.route.view)) return undefined;
  return (found.route.access ?? 'anyone') === 'anyone' || loggedIn ? { target: found.route.view, params: found.params } : undefined;
}
