import { isLoggedInNow, useSessionStore } from '@gradatlas/shared/session';

/**
 * Starts the session before the first render: a guest, or a student whose
 * user is stored, is known at once, so the first frame is the site and not
 * 'Loading...'. Returns whether a student is signed in now. A module of its
 * own so that the session door (with the API client and axios, the largest
 * part of the start-up's script) runs in a task of its own (bootstrap.tsx).
 */
export function startSession(): boolean {
  void useSessionStore.getState().initialize();
  return isLoggedInNow();
}
