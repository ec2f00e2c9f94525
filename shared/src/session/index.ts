// @gradatlas/shared/session: the one session store (a federation singleton),
// sign-in, and data kept per signed-in user in this browser.
export { useSessionStore } from './session-store';
export { useIsLoggedIn } from './use-is-logged-in';
export { readUserData, saveUserData } from './user-storage';
export { LOGIN_ERRORS, requestDevelopmentIdToken, signInWithIdToken } from './sign-in';
