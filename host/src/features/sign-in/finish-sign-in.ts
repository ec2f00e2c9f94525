import type { useNavigate } from '@gradatlas/shared/router';
import { takeReturnPath, useShortlistStore } from '@gradatlas/shared/session';
import { siteRouteAt } from '@gradatlas/shared/site-routes';
import { takeSaveAfterSignIn, type SavedAfterSignIn } from '@gradatlas/shared/save-after-sign-in';

/** The home page's explore list (host/src/features/home/pages/home-page.tsx): its cards' toggles send a guest here. */
const HOME_EXPLORE_ANCHOR = 'explore';
/** How long a page may take to draw the place to come back to. */
const FIND_PLACE_MS = 5_000;

/** What a reader does to take the scroll back: the page stops moving it then. */
const READER_INPUTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Brings `id` into view and keeps it there until the page has drawn a list in
 * it (the home page draws its explore list only when the reader comes near
 * it; the saved card then brings itself into view). Kept, not done once: the
 * route change's own scroll to the top (app/scroll-to-top.tsx) may come after
 * the first frame, and left a phone reader at the top with the list never
 * drawn. Gives up after FIND_PLACE_MS, or as soon as the reader scrolls.
 */
function comeBackTo(id: string): void {
  const until = Date.now() + FIND_PLACE_MS;
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const input of READER_INPUTS) window.removeEventListener(input, stop, true);
  };
  for (const input of READER_INPUTS) window.addEventListener(input, stop, { capture: true, passive: true });
  const look = () => {
    if (stopped) return;
    const place = document.getElementById(id);
    if (place?.querySelector('[role="list"], ul')) return stop();
    if (place) place.scrollIntoView();
    if (Date.now() < until) requestAnimationFrame(look);
    else stop();
  };
  requestAnimationFrame(look);
}

/**
 * What follows a sign-in: the school a guest asked to save is saved (once: it
 * is taken as it is read, and saving is idempotent on the server), then the
 * student goes back to the page that sent them here, else home. That page's
 * toggle is told, through the location state, that it was just saved.
 */
export async function finishSignIn(navigate: ReturnType<typeof useNavigate>): Promise<void> {
  const save = takeSaveAfterSignIn();
  const path = takeReturnPath() ?? '/';
  if (!save) {
    navigate(path, { replace: true });
    return;
  }
  const saved = await useShortlistStore.getState().setSaved(save.slug, true);
  const state: SavedAfterSignIn = { savedAfterSignIn: { slug: save.slug, saved } };
  navigate(path, { replace: true, state });
  // siteRouteAt, not routeKindAt: the host's first chunk already has it, so this chunk adds nothing there.
  const view = siteRouteAt(path.split(/[?#]/)[0] ?? '/')?.route.view;
  if (view && 'host' in view && view.host === 'home') comeBackTo(HOME_EXPLORE_ANCHOR);
}
