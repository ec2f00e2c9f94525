// Through the door, not '../config/...': a relative import would give this client
// its own copy of the configuration whenever another container's copy of this door is chosen.
import { getRuntimeConfig } from '@gradatlas/shared/config';
import { REQUEST_TIMEOUT_MS } from '../domain/constants';
import { getAccessToken } from './token-storage';
import { createTokenRefresher } from './refresh';
import { createEarlyAnswers, untilCanceled } from './early-answers';
import { fetchTransport, HttpError, type ApiResponse, type RequestConfig, type RequestOptions, type Transport } from './http';

type AuthFailureHandler = () => void;
let onAuthFailure: AuthFailureHandler = () => {
  window.location.assign('/login');
};

/** The session store registers what a failed refresh does (log out, go to /login). */
export function setAuthFailureHandler(handler: AuthFailureHandler): void {
  onAuthFailure = handler;
}

/**
 * On the way out (the request interceptor): the API's base URL, read at request
 * time because the run-time configuration arrives after this module loads; JSON;
 * credentials; the 30 s timeout; and the bearer token when one is stored.
 */
function prepareRequest(config: RequestConfig): RequestConfig {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...config.headers };
  const token = getAccessToken();
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
  return {
    withCredentials: true,
    timeout: REQUEST_TIMEOUT_MS,
    ...config,
    baseURL: config.baseURL ?? getRuntimeConfig().apiUrl,
    headers,
  };
}

const earlyAnswers = createEarlyAnswers();

/** The one HTTP client of GradAtlas. */
export const apiClient = {
  /** What sends requests: the browser's fetch, or a test's fake server (fake-api.ts). */
  transport: fetchTransport as Transport,

  async request<T>(config: RequestConfig): Promise<ApiResponse<T>> {
    const prepared = prepareRequest(config);
    const early = earlyAnswers.take(prepared);
    if (early) {
      try {
        return (await untilCanceled(early, prepared)) as ApiResponse<T>;
      } catch (error) {
        // A cancel is the caller's; any other failure of the early request is
        // forgotten, and this request goes to the network on its own.
        if (prepared.signal?.aborted) throw error;
      }
    }
    try {
      return (await apiClient.transport(prepared)) as ApiResponse<T>;
    } catch (error) {
      return retryAfterRefresh<T>(error);
    }
  },
  get: <T>(url: string, options: RequestOptions = {}) => apiClient.request<T>({ ...options, method: 'GET', url }),
  delete: <T>(url: string, options: RequestOptions = {}) => apiClient.request<T>({ ...options, method: 'DELETE', url }),
  post: <T>(url: string, data?: unknown, options: RequestOptions = {}) => apiClient.request<T>({ ...options, method: 'POST', url, data }),
  put: <T>(url: string, data?: unknown, options: RequestOptions = {}) => apiClient.request<T>({ ...options, method: 'PUT', url, data }),
  /**
   * Sends a GET now whose answer the next `get` of the same address takes
   * (early-answers.ts): a page starts its first request while its code loads.
   */
  prefetch: (url: string, options: Omit<RequestOptions, 'signal'> = {}): void =>
    earlyAnswers.start(prepareRequest({ ...options, method: 'GET', url }), apiClient.transport),
};

/** Exchanges the refresh token for new tokens; one request at a time across tabs. */
export const refreshTokens = createTokenRefresher(apiClient);

/**
 * On the way back (the response interceptor): a 401 or 403 is answered once
 * per request by refreshing the tokens and sending the request again. A failed
 * refresh hands over to the session (log out, go to /login).
 */
async function retryAfterRefresh<T>(error: unknown): Promise<ApiResponse<T>> {
  if (!(error instanceof HttpError)) throw error;
  const { config } = error;
  const status = error.response?.status;
  if ((status !== 401 && status !== 403) || config.skipAuthRefresh || config.retriedAfterRefresh) throw error;

  let accessToken: string;
  try {
    accessToken = (await refreshTokens()).accessToken;
  } catch (refreshError) {
    onAuthFailure();
    throw refreshError;
  }
  return apiClient.request<T>({ ...config, retriedAfterRefresh: true, headers: { ...config.headers, Authorization: `Bearer ${accessToken}` } });
}

function errorAnswer(error: unknown): { status: number; data: unknown } | undefined {
  return error instanceof HttpError ? error.response : undefined;
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
