// @gradatlas/shared/session-testing: the signed-in and guest states that
// component tests of every app start from, set straight in the session door's
// stores (no tokens, no timers): the components only read who is signed in.
import { useSessionStore, useShortlistStore } from '@gradatlas/shared/session';

export const STUDENT = { id: 'student-1', name: 'Asha Student', email: 'asha@example.com', isAuthenticated: true };

/** Signed in; the shortlist is loaded and empty (the jest setup's preset) unless a copy is kept in this browser first. */
export function signInAsStudent(): void {
  useSessionStore.setState({ status: 'authenticated', user: STUDENT });
}

/** Signed in on a browser that has no copy of the student's list, before the server answers: the list is unknown. */
export function signInWithListUnknown(): void {
  signInAsStudent();
  useShortlistStore.getState().forget();
  useShortlistStore.getState().startFor(STUDENT.id);
}

/** What this browser kept of the student's list at the last visit (read at sign-in). */
export function keepShortlistCopy(slugs: string[]): void {
  window.localStorage.setItem(`gradatlas.user-data.shortlist.${STUDENT.id}`, JSON.stringify(slugs));
}

export function browseAsGuest(): void {
  useSessionStore.setState({ status: 'guest', user: null });
}
