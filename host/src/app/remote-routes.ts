import { matchPath } from '@gradatlas/shared/router';
import type { RouteParams } from '@gradatlas/shared/federation';
import type { RemotePageRef } from '../federation/remote-loader';

/**
 * Who may open a route: anyone; a student (a guest goes to /login); or a
 * student, with a guest sent back here after signing in (the shortlist).
 */
export type RouteAccess = 'anyone' | 'student' | 'student-return-here';

export interface RemoteRoute {
  path: string;
  target: RemotePageRef;
  access: RouteAccess;
}

/**
 * The routes of SPEC section 2 that a remote draws. App routes render them and
 * the bootstrap starts loading the current one's page before the first render.
 */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/university/:name', target: { remote: 'universities', page: 'UniversityDetailPage' }, access: 'anyone' },
  { path: '/about-us', target: { remote: 'content', page: 'AboutUsPage' }, access: 'anyone' },
  { path: '/contact-us', target: { remote: 'content', page: 'ContactUsPage' }, access: 'anyone' },
  { path: '/rate-my-chances', target: { remote: 'chances', page: 'RateMyChancesPage' }, access: 'student' },
  // Beyond the SPEC (issue 12): the saved shortlist and the shareable comparison.
  { path: '/shortlist', target: { remote: 'universities', page: 'ShortlistPage' }, access: 'student-return-here' },
  { path: '/compare', target: { remote: 'universities', page: 'ComparePage' }, access: 'anyone' },
  { path: '/blogs', target: { remote: 'content', page: 'BlogListPage' }, access: 'anyone' },
  { path: '/blogs/:slug', target: { remote: 'content', page: 'BlogDetailPage' }, access: 'anyone' },
  { path: '/country-guides', target: { remote: 'content', page: 'CountryGuidesPage' }, access: 'anyone' },
  { path: '/popular-courses', target: { remote: 'content', page: 'PopularCoursesPage' }, access: 'anyone' },
  { path: '/terms', target: { remote: 'content', page: 'TermsPage' }, access: 'anyone' },
  { path: '/privacy', target: { remote: 'content', page: 'PrivacyPage' }, access: 'anyone' },
];

/** The home page's own remote part, below the hero. */
export const HOME_EXPLORE: RemotePageRef = { remote: 'universities', page: 'ExploreSection' };

/**
 * The remote page the address will show to this visitor, if any, with the
 * route's parameters. The home page has none to start with: its explore list
 * loads when the visitor comes near it (features/home/pages/once-near.ts).
 */
export function remotePageAt(pathname: string, loggedIn: boolean): { target: RemotePageRef; params: RouteParams } | undefined {
  for (const route of REMOTE_ROUTES) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    return route.access === 'anyone' || loggedIn ? { target: route.target, params: match.params } : undefined;
  }
  return undefined;
}
