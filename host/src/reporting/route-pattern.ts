import type { FieldRoute } from '@gradatlas/shared/contracts';
import { matchPath } from '@gradatlas/shared/router';
import { REMOTE_ROUTES } from '../app/remote-routes';
import { AUTH_SUCCESS_PATH, HOME_PATHS, LOGIN_PATH } from '../app/route-kinds';

/** Shows no page of its own: it redirects (app-routes.tsx). Reported all the same, as a route visitors open. */
const COLLEGE_FINDER_PATH = '/college-finder';

/** Every pattern of the route table app-routes.tsx renders. route-pattern.test.ts keeps it equal to the API's list. */
export const ROUTE_PATTERNS: readonly string[] = [...HOME_PATHS, LOGIN_PATH, AUTH_SUCCESS_PATH, ...REMOTE_ROUTES.map((route) => route.path), COLLEGE_FINDER_PATH];

/**
 * The route pattern of an address, e.g. /university/:name for
 * /university/stanford-university: what field data names, so no slug, query,
 * hash or anything a visitor typed ever leaves the browser.
 */
export function routePattern(pathname: string): FieldRoute {
  const pattern = ROUTE_PATTERNS.find((path) => matchPath(path, pathname));
  // A pattern of ROUTE_PATTERNS is one of FieldRoute's values (tested).
  return (pattern ?? 'other') as FieldRoute;
}
