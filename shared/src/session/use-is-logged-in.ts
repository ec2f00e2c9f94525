import { useSessionStore, selectIsLoggedIn } from './session-store';

/** True once a user is signed in. */
export function useIsLoggedIn(): boolean {
  return useSessionStore(selectIsLoggedIn);
}

/** The same, read once, for code outside React (the bootstrap, a page's data prefetch). */
export function isLoggedInNow(): boolean {
  return selectIsLoggedIn(useSessionStore.getState());
}
