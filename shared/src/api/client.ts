import axios, { isAxiosError, type AxiosInstance } from 'axios';
// Through the door, not '../config/...': a relative import would give this client
// its own copy of the configuration whenever another container's copy of this door is chosen.
import { getRuntimeConfig } from '@gradatlas/shared/config';
import { REQUEST_TIMEOUT_MS } from '../domain/constants';
import { getAccessToken } from './token-storage';
import { createTokenRefresher, RefreshUnavailableError } from './refresh';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Calls whose 401 means "wrong credentials", not "expired session" (sign-in, refresh). */
    skipAuthRefresh?: boolean;
    /** Set once a request has been retried after a refresh: never twice. */
    retriedAfterRefresh?: boolean;
  }
}

type AuthFailureHandler = () => void;
let onAuthFailure: AuthFailureHandler = () => {
  window.location.assign('/login');
};

/** The session store registers what a refused refresh does (log out, go to /login). */
export function setAuthFailureHandler(handler: AuthFailureHandler): void {
  onAuthFailure = handler;
}

/**
 * The one HTTP client of GradAtlas; nothing else imports axios. JSON both
 * ways and credentials, with the SPEC's 30 s timeout. Content-Type is left to
 * axios: it sends application/json with a body and nothing without one, so a
 * guest's GET stays a simple request with no CORS preflight.
 */
export const apiClient: AxiosInstance = axios.create({
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
});

/** Exchanges the refresh token for new tokens; one request at a time, across tabs too. */
export const refreshTokens = createTokenRefresher(apiClient);

apiClient.interceptors.request.use((config) => {
  // Read at request time: the run-time configuration arrives after this module
  // loads. axios joins it to the path, so an API address with a path of its
  // own (https://example.org/backend) keeps it.
  config.baseURL ??= getRuntimeConfig().apiUrl;
  const token = getAccessToken();
  if (token && !config.headers.Authorization) config.headers.Authorization = `Bearer ${token}`;
  return config;
});

/**
 * A 401 or 403 is answered once per request by refreshing the tokens and
 * sending the request again. A refresh the server refuses ends the session
 * (the handler logs out and goes to /login); one that could not reach the
 * server keeps the session, and the request fails with its own error.
 */
apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!isAxiosError(error) || !error.config) throw error;
  const { config } = error;
  const status = error.response?.status;
  if ((status !== 401 && status !== 403) || config.skipAuthRefresh || config.retriedAfterRefresh) throw error;

  config.retriedAfterRefresh = true;
  let accessToken: string;
  try {
    accessToken = (await refreshTokens()).accessToken;
  } catch (refreshError) {
    if (refreshError instanceof RefreshUnavailableError) throw error;
    onAuthFailure();
    throw refreshError;
  }
  config.headers.Authorization = `Bearer ${accessToken}`;
  return apiClient.request(config);
});

function errorAnswer(error: unknown) {
  return isAxiosError(error) ? error.response : undefined;
}

/** The server's `message` from an error answer, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  const data = errorAnswer(error)?.data as { message?: unknown } | undefined;
  if (data && typeof data.message === 'string' && data.message.trim()) return data.message;
  return undefined;
}

/** The server's `errors` list from an error answer, when it sent one. */
export function serverErrors(error: unknown): string[] | undefined {
  const data = errorAnswer(error)?.data as { errors?: unknown } | undefined;
  if (data && Array.isArray(data.errors)) return data.errors.filter((e): e is string => typeof e === 'string');
  return undefined;
}

export function httpStatus(error: unknown): number | undefined {
  return errorAnswer(error)?.status;
}
