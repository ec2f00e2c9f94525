import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
// Through the door, not '../config/...': a relative import would give this client
// its own copy of the configuration whenever another container's copy of this door is chosen.
import { getRuntimeConfig } from '@gradatlas/shared/config';
import { REQUEST_TIMEOUT_MS } from '../domain/constants';
import { getAccessToken } from './token-storage';
import { createTokenRefresher } from './refresh';

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

/** The session store registers what a failed refresh does (log out, go to /login). */
export function setAuthFailureHandler(handler: AuthFailureHandler): void {
  onAuthFailure = handler;
}

/** The one HTTP client of GradAtlas. Nothing else imports axios. */
export const apiClient: AxiosInstance = axios.create({
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
});

/** Exchanges the refresh token for new tokens; one request at a time across tabs. */
export const refreshTokens = createTokenRefresher(apiClient);

apiClient.interceptors.request.use((config) => {
  // Read at request time: the run-time configuration arrives after this module loads.
  config.baseURL ??= getRuntimeConfig().apiUrl;
  const token = getAccessToken();
  if (token && !config.headers.Authorization) config.headers.Authorization = `Bearer ${token}`;
  return config;
});

apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!(error instanceof AxiosError) || !error.config) throw error;
  const config: InternalAxiosRequestConfig = error.config;
  const status = error.response?.status;
  if ((status !== 401 && status !== 403) || config.skipAuthRefresh || config.retriedAfterRefresh) throw error;

  config.retriedAfterRefresh = true;
  let accessToken: string;
  try {
    accessToken = (await refreshTokens()).accessToken;
  } catch (refreshError) {
    onAuthFailure();
    throw refreshError;
  }
  config.headers.Authorization = `Bearer ${accessToken}`;
  return apiClient.request(config);
});

/** The server's `message` from an error answer, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof AxiosError) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message.trim()) return data.message;
  }
  return undefined;
}

/** The server's `errors` list from an error answer, when it sent one. */
export function serverErrors(error: unknown): string[] | undefined {
  if (error instanceof AxiosError) {
    const data = error.response?.data as { errors?: unknown } | undefined;
    if (data && Array.isArray(data.errors)) return data.errors.filter((e): e is string => typeof e === 'string');
  }
  return undefined;
}

export function httpStatus(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}
