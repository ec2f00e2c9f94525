import type { FieldRoute } from '@gradatlas/shared/contracts';
import { siteRouteAt } from '@gradatlas/shared/site-routes';

/**
 * The route pattern of an address, e.g. /university/:name for
 * /university/stanford-university: what field data names, so no slug, query,
 * hash or anything a visitor typed ever leaves the browser.
 */
export function routePattern(pathname: string): FieldRoute {
  return siteRouteAt(pathname)?.route.path ?? 'other';
}
