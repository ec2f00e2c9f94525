import type { useNavigate } from '@gradatlas/shared/router';
import { takeReturnPath, useShortlistStore } from '@gradatlas/shared/session';
import { siteRouteAt } from '@gradatlas/shared/site-routes';
import { takeSaveAfterSignIn, type SavedAfterSignIn } from '@gradatlas/shared/save-after-sign-in';

/** The home page's explore list (host/src/features/home/pages/home-page.tsx): its cards' toggles send a guest here. */
const HOME_EXPLORE_ANCHOR = 'explore';
/** How long a page may take to draw the place to come back to. */
const FIND_PLACE_MS = 5_000;

/**
 * Brings `id` into view once the page has drawn it (the home page draws its
 * explore list only when the reader comes near it, so the list is scrolled to
 * first; the saved card then brings itself into view). Gives up after
 * FIND_PLACE_MS, or as soon as the reader scrolls themselves.
 */
function comeBackTo(id: string): void {
  const until = Date.now() + FIND_PLACE_MS;
  const look = () => {
    const place = document.getElementById(id);
    if (place) place.scrollIntoView();
    else if (Date.now() < until) requestAnimationFrame(look);
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
