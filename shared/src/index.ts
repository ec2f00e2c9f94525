// The public surface of @gradatlas/shared. Add names here deliberately: what is
// not exported is private to the package.
export { BRAND_NAME, SOCIAL_LINKS } from './brand';

export {
  DEFAULT_RUNTIME_CONFIG,
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
} from './config/runtime-config';
export type { RemoteName, RuntimeConfig } from './config/runtime-config';

export { apiClient, httpStatus, serverErrors, serverMessage } from './api/client';
export { refreshTokens, RefreshError } from './api/refresh';
export { getAccessToken, getRefreshToken, secondsUntilExpiry, STORAGE_KEYS } from './api/token-storage';

export { useSessionStore, selectIsLoggedIn } from './session/session-store';
export { PLACEHOLDER_USER } from './session/session-types';
export type { SessionStatus, SessionUser } from './session/session-types';
export { readUserData, saveUserData } from './session/user-storage';
export { LOGIN_ERRORS, requestDevelopmentIdToken, signInWithIdToken } from './session/sign-in';
export type { SignInResult } from './session/sign-in';

export {
  BACK_TO_TOP_THRESHOLD_PX,
  CALCULATOR_SUGGESTION_MIN_EXCLUSIVE,
  CATEGORY_MID_RANGE_CUTOFF,
  CATEGORY_PREMIUM_CUTOFF,
  CHUNK_LOAD_TIMEOUT_MS,
  COPY_CONFIRMATION_MS,
  COUNTRY_FILTERS,
  FULL_SEARCH_DELAY_MS,
  HEADER_SCROLLED_THRESHOLD_PX,
  HERO_FIGURES,
  LOCAL_BLOG_IMAGE_SLUGS,
  MAX_RELATED_TOPICS,
  PAGE_SIZE,
  REQUEST_TIMEOUT_MS,
  SCORE_BAR_AMBER_MIN,
  SCORE_BAR_GREEN_MIN,
  SUGGESTION_DELAY_MS,
  SUGGESTION_LIMIT,
  SUGGESTION_MIN_CHARS,
  SUGGESTION_SUPPRESS_MS,
  TOKEN_CHECK_INTERVAL_MS,
  TOKEN_REFRESH_THRESHOLD_S,
  TUITION_BANDS,
  WORDS_PER_MINUTE,
} from './domain/constants';
export type { CountryFilter, TuitionBand } from './domain/constants';
export { slugify } from './domain/slug';
export { formatCount, formatMoney, formatPercent, NOT_AVAILABLE } from './domain/money';
export {
  categoryFromTuition,
  isMissing,
  normalizeUniversity,
  parseNumber,
  placeLine,
} from './domain/university';
export type { Faq, NA, Num, University, UniversityCategory } from './domain/university';

export { Combobox } from './ui/combobox/combobox';
export type { ComboboxProps } from './ui/combobox/combobox';
export { useSuggestions } from './ui/combobox/use-suggestions';
export type { SuggestionRules, SuggestionsState } from './ui/combobox/use-suggestions';
export { CounselingLink } from './ui/counseling-link';
export { Loading } from './ui/loading';
export { SignInPanel } from './ui/sign-in-panel';
export { StandaloneShell, mountStandalone } from './ui/standalone-shell';
export type { StandaloneLink } from './ui/standalone-shell';
export { useIsLoggedIn } from './ui/use-session';

export type { ChancesRemote, ContentRemote, RemoteContracts, UniversitiesRemote } from './federation/remote-contracts';
