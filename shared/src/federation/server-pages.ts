// What a remote's `./server-pages` module exposes to the site's server
// (site-server): the same components that draw a page in the browser, drawn
// to HTML for a guest's first view (react-dom/server). Each remote builds it
// as a container for Node beside its browser container (shared/build/
// webpack-app.cjs), so the server always draws a page with the release the
// remote has deployed, and a remote team ships its pages alone.

/** What the server knows of an address that shows one of the remote's pages. */
export interface ServerPageRequest {
  /** The remote's page, as its `./pages` contract names it. */
  page: string;
  /** The route's pattern (site-routes), such as /university/:name. */
  route: string;
  /** The address's path and its query ('' or '?...'). */
  pathname: string;
  search: string;
  /** The route's parameters (`:name` -> params.name). */
  params: Readonly<Record<string, string>>;
}

/** A page drawn for a guest's first view. */
export interface ServerPageCopy {
  html: string;
  /**
   * 'member': a student's page (the calculator), shown only to a browser
   * holding a session and hidden from guests, who are sent to sign in.
   */
  audience?: 'member';
}

export interface ServerPages {
  /**
   * The API path the page asks first as a guest (the server fetches it and
   * sends the answer along, so the page does not ask again); null when the page
   * needs no answer; undefined when the remote draws no copy of this address.
   */
  answerPath(request: ServerPageRequest): string | null | undefined;
  /**
   * The page drawn from that answer (null when it needs none). Asset addresses
   * are written from `assetsBase`, where the remote's browser files are served.
   */
  render(request: ServerPageRequest, answer: unknown, assetsBase: string): ServerPageCopy | undefined;
}

/** The name of a page's chunk in the remote's browser build: its page name in kebab case (ExploreSection -> explore-section). */
export const pageChunkName = (page: string): string => page.replace(/[A-Z]/g, (letter, index: number) => `${index > 0 ? '-' : ''}${letter.toLowerCase()}`);
