import { useEffect } from 'react';
import { create } from 'zustand';
import { selectIsLoggedIn, useSessionStore } from './session-store';
import type { SessionStatus, SessionUser } from './session-types';
import { shortlistState, type ShortlistState } from './shortlist-store';

// The site's one shortlist store, for the whole session: the session door is a
// federation singleton, so the host's header and every remote's toggles read
// this same instance.
export const useShortlistStore = create<ShortlistState>()(shortlistState());

interface SessionView {
  status: SessionStatus;
  user: SessionUser | null;
}

/** The list belongs to whoever is signed in: their browser copy at sign-in, nobody's otherwise. */
function follow(session: SessionView) {
  if (session.status === 'authenticated' && session.user) useShortlistStore.getState().startFor(session.user.id);
  else useShortlistStore.getState().forget();
}
follow(useSessionStore.getState());
useSessionStore.subscribe(follow);

/**
 * A badge does not need the server's list for the first paint when this
 * browser kept a copy: it asks this long after landing, so the page's own
 * requests go first.
 */
const BACKGROUND_LOAD_DELAY_MS = 1_500;

/**
 * The shortlist for a component that shows it, loaded on first use while the
 * student is signed in: at once for what cannot be used without the server's
 * list (`eager`: the shortlist page, a toggle) or when nothing is known yet;
 * in the background for the header's count over this browser's copy.
 */
export function useShortlist({ eager = false }: { eager?: boolean } = {}): ShortlistState {
  const state = useShortlistStore();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const needsLoad = loggedIn && state.status === 'idle';
  const now = eager || state.source === 'none';
  useEffect(() => {
    if (!needsLoad) return undefined;
    if (now) {
      void useShortlistStore.getState().load();
      return undefined;
    }
    const timer = setTimeout(() => {
      if (useShortlistStore.getState().status === 'idle') void useShortlistStore.getState().load();
    }, BACKGROUND_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needsLoad, now]);
  return state;
}
