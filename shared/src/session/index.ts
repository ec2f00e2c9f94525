// @gradatlas/shared/session: the one session store (a federation singleton),
// sign-in, and what belongs to the student in this browser or on the server:
// per-user data, saved calculator inputs, the shortlist and the comparison picks.
export { useSessionStore } from './session-store';
export { isLoggedInNow, useIsLoggedIn } from './use-is-logged-in';
export { LOGIN_ERRORS, requestDevelopmentIdToken, signInWithIdToken } from './sign-in';
export { readChanceInputs, readChanceProgramme, saveChanceInputs, saveChanceProgramme } from './saved-chance-inputs';
export type { ChanceProgramme } from './saved-chance-inputs';
export { rememberReturnPath, takeReturnPath } from './return-path';
export { useShortlist, useShortlistStore } from './use-shortlist';
export { useCurrencyStore } from './session-store';
export type { CurrencyState } from './session-store';
export { comparePath, useCompareStore } from './compare-store';
export type { ComparePick } from './compare-store';
export { COMPARE_LIMIT } from '../contracts/shortlist-limits';
