// The site's one route table (SPEC section 2 and the site's additions): which
// page each address shows, who may open it and what kind of frame its static
// shell reserves. Plain data, importing nothing that runs: the API's field-data
// contract reads the patterns from here without bundling a router.
import type { RemoteContracts } from '../federation';

/**
 * Who may open a route: anyone; a student (a guest goes to /login); or a
 * student, with a guest sent back here after signing in (the shortlist).
 */
export type RouteAccess = 'anyone' | 'student' | 'student-return-here';

/**
 * What kind of page a path shows, known before any JavaScript of the app runs
 * (host/src/prerender): home (the hero, then the explore frame), page (a
 * remote's page in a reserved frame), plain (a page the host draws at its own
 * size: the header alone).
 */
export type RouteKind = 'home' | 'page' | 'plain';

type RemoteName = keyof RemoteContracts;

/** One page of one remote, as its `./pages` contract names it. */
export type RemotePageRef = { [N in RemoteName]: { remote: N; page: keyof RemoteContracts[N] & string } }[RemoteName];

/** The host's own pages. */
export type HostPage = 'home' | 'login' | 'auth-success' | 'college-finder';

export interface SiteRoute {
  path: string;
  /** The remote page the route shows, or the host's own. */
  view: RemotePageRef | { host: HostPage };
  /** Who may open it; anyone when not said. */
  access?: RouteAccess;
}

/** A remote's page; a home page (the hero, then the explore frame); or a host page drawn at its own size (sign-in). */
export const routeKindOf = ({ view }: SiteRoute): RouteKind => ('remote' in view ? 'page' : view.host === 'home' ? 'home' : 'plain');

export const SITE_ROUTES = [
  { path: '/', view: { host: 'home' } },
  // SPEC: /universities is referenced by page metadata and the search link; it shows the home page.
  { path: '/universities', view: { host: 'home' } },
  { path: '/login', view: { host: 'login' } },
  { path: '/auth-success', view: { host: 'auth-success' } },
  // SPEC: a navigation item only; it shows no page (the calculator when signed in, else sign-in).
  { path: '/college-finder', view: { host: 'college-finder' } },
  { path: '/university/:name', view: { remote: 'universities', page: 'UniversityDetailPage' } },
  { path: '/about-us', view: { remote: 'content', page: 'AboutUsPage' } },
  { path: '/contact-us', view: { remote: 'content', page: 'ContactUsPage' } },
  { path: '/rate-my-chances', view: { remote: 'chances', page: 'RateMyChancesPage' }, access: 'student' },
  // Beyond the SPEC (issue 12): the saved shortlist and the shareable comparison.
  { path: '/shortlist', view: { remote: 'universities', page: 'ShortlistPage' }, access: 'student-return-here' },
  { path: '/compare', view: { remote: 'universities', page: 'ComparePage' } },
  { path: '/blogs', view: { remote: 'content', page: 'BlogListPage' } },
  { path: '/blogs/:slug', view: { remote: 'content', page: 'BlogDetailPage' } },
  { path: '/country-guides', view: { remote: 'content', page: 'CountryGuidesPage' } },
  { path: '/popular-courses', view: { remote: 'content', page: 'PopularCoursesPage' } },
  { path: '/terms', view: { remote: 'content', page: 'TermsPage' } },
  { path: '/privacy', view: { remote: 'content', page: 'PrivacyPage' } },
] as const satisfies readonly SiteRoute[];

/** A route pattern of the table, such as /university/:name. */
export type SitePath = (typeof SITE_ROUTES)[number]['path'];

/** The home page's own remote part, below the hero. */
export const HOME_EXPLORE = { remote: 'universities', page: 'ExploreSection' } as const satisfies RemotePageRef;

