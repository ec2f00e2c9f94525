import { HOME_LIST_API_PATH } from '@gradatlas/shared/home-list-answer';
import { HOME_PATHS } from '../../host/src/app/route-kinds';

// The public pages whose main content the host's server writes into the HTML
// it sends, each with the one API request a guest's page makes for it. The
// remote reads that answer from the page instead of asking again, but only
// when the path is exactly the one it would request: a remote built for
// another API path simply fetches its own (version skew costs a request,
// never a wrong page).

/** A remote's page, as config.json names the remote and its build names the page's chunk. */
export interface ServerPageTarget {
  remote: 'universities' | 'content' | 'chances';
  /** The page chunk's name in the remote's build (webpackChunkName). */
  chunk: string;
}

export type ServerPageKind = 'university' | 'blog-post' | 'blog-list' | 'calculator' | 'home-list';

export interface ServerPageRoute {
  kind: ServerPageKind;
  /** The API path the guest's page requests; the answer is written into the page under this key. None: the page's first lines need no answer. */
  apiPath?: string;
  /**
   * Who the written copy is for. 'member': a student's page (the calculator,
   * which a guest is sent away from): shown only when index.html's inline
   * script has marked a stored session, and hidden from guests.
   */
  audience?: 'member';
  target: ServerPageTarget;
  /** The university's or post's slug, as the address names it. */
  slug?: string;
  /**
   * The remote's page loads only when the reader comes near it (the home
   * page's explore list, host's once-near.ts): no preload hints, so a phone
   * does not fetch it while it starts the page.
   */
  loadsWhenNear?: true;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

/**
 * The server page of an address, or undefined for pages the client draws
 * alone. `search` is the address's query ('' or '?...'): the home page writes
 * its first cards only without one, since a query there is the explorer's
 * filters and the first six of the whole list would be the wrong cards.
 */
export function serverPageRoute(pathname: string, search = ''): ServerPageRoute | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (HOME_PATHS.includes(path)) {
    return search === '' ? { kind: 'home-list', apiPath: HOME_LIST_API_PATH, target: { remote: 'universities', chunk: 'explore-section' }, loadsWhenNear: true } : undefined;
  }
  if (path === '/blogs') return { kind: 'blog-list', apiPath: '/api/blogs', target: { remote: 'content', chunk: 'blog-list-page' } };
  if (path === '/rate-my-chances') return { kind: 'calculator', audience: 'member', target: { remote: 'chances', chunk: 'rate-my-chances-page' } };
  const [, section, slug, ...rest] = path.split('/');
  // Only well-formed slugs: anything else is the client's to answer (not found), and never reaches the API from here.
  if (rest.length > 0 || !slug || !SLUG.test(slug)) return undefined;
  if (section === 'university') {
    return { kind: 'university', apiPath: `/api/public/universities/slug/${slug}`, target: { remote: 'universities', chunk: 'university-detail-page' }, slug };
  }
  if (section === 'blogs') return { kind: 'blog-post', apiPath: `/api/blogs/${slug}`, target: { remote: 'content', chunk: 'blog-detail-page' }, slug };
  return undefined;
}
