import { useSessionStore, selectIsLoggedIn } from './session-store';

/** True once a user is signed in. */
export function useIsLoggedIn(): boolean {
  return useSessionStore(selectIsLoggedIn);
}
