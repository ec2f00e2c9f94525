import { Loading } from '@gradatlas/shared/ui';

/**
 * The page content the server wrote into index.html (scripts/server-pages):
 * a public page from the API's guest answer, or a student's own page's first
 * lines. React's first commit empties #root, so the element is taken while
 * the static shell is still there (the first render, before that commit) and
 * put back as the remote page's loading fallback: the reader keeps seeing it
 * until the remote's own render replaces it. It is never hydrated, so a
 * remote of any version takes over cleanly. Each copy is kept only for its
 * audience, as index.html's inline script marked the session: a signed-in
 * student gets the loading frame instead of a guest's copy, a guest never a
 * student's.
 */
let kept: HTMLElement | null | undefined;

function serverPageAt(pathname: string): HTMLElement | null {
  if (kept === undefined) {
    const element = document.querySelector<HTMLElement>('.server-page');
    // A copy's audience ('member' or none) against the session's mark ('member' or none).
    kept = element?.dataset.audience === document.documentElement.dataset.session ? element : null;
  }
  return kept?.dataset.serverPage === pathname ? kept : null;
}

/** Once the remote's page has loaded (or failed), the server's copy has served its turn. */
export function forgetServerPage(): void {
  kept = null;
}

/** The server's content for this address while the remote page loads, else the loading frame. */
export function ServerPageOrLoading() {
  const element = serverPageAt(window.location.pathname);
  if (!element) return <Loading />;
  return <div ref={(slot) => void slot?.replaceChildren(element)} />;
}
