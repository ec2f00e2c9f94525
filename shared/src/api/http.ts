// The HTTP layer under the one API client, on the browser's own fetch.
//
// Why not axios: on the home page axios was 20.9 KiB of 160 KiB gzip, more
// than everything the explorer itself sends. The client needs only what the
// SPEC asks of it (a base URL, JSON, credentials, a 30 s timeout, a bearer
// header, one refresh-and-retry on 401/403), and that is the few lines below
// plus client.ts. The shapes stay the ones callers already use: `{ data }`
// answers, and errors that carry `response.status` and `response.data`.

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query parameters; null and undefined ones are left out. */
  params?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Calls whose 401 means "wrong credentials", not "expired session" (sign-in, refresh). */
  skipAuthRefresh?: boolean;
}

export interface RequestConfig extends RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  data?: unknown;
  /** Filled in by the client just before sending. */
  baseURL?: string;
  timeout?: number;
  withCredentials?: boolean;
  /** Set once a request has been retried after a refresh: never twice. */
  retriedAfterRefresh?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  config: RequestConfig;
}

export type HttpErrorCode = 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ERR_CANCELED' | 'ECONNABORTED';

/** A request that failed: an error answer (with `response`), no answer at all, a timeout or a cancel. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly config: RequestConfig,
    readonly response?: { status: number; data: unknown },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Sends one request and answers it; the client swaps it only in tests (see fake-api.ts). */
export type Transport = (config: RequestConfig) => Promise<ApiResponse<unknown>>;

export function requestUrl(config: RequestConfig): string {
  const url = new URL(config.url, config.baseURL ? `${config.baseURL}/` : globalThis.location?.href);
  for (const [name, value] of Object.entries(config.params ?? {})) {
    if (value !== null && value !== undefined) url.searchParams.append(name, String(value));
  }
  return url.toString();
}

/** The caller's cancel and the timeout, as one signal fetch understands. */
function abortSignals(config: RequestConfig): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const controller = new AbortController();
  let timedOut = false;
  const timer = config.timeout
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, config.timeout)
    : undefined;
  const cancel = () => controller.abort();
  if (config.signal?.aborted) controller.abort();
  config.signal?.addEventListener('abort', cancel);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      config.signal?.removeEventListener('abort', cancel);
    },
  };
}

/** JSON when the body is JSON, the text otherwise, as axios answered. */
function parseBody(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const fetchTransport: Transport = async (config) => {
  const headers: Record<string, string> = { ...config.headers };
  // A body is JSON; a request without one sends no Content-Type, so a guest's
  // GET stays a simple request and needs no CORS preflight.
  const body = config.data === undefined ? undefined : JSON.stringify(config.data);
  if (body === undefined) delete headers['Content-Type'];
  const abort = abortSignals(config);
  let response: Response;
  let text: string;
  try {
    response = await fetch(requestUrl(config), {
      method: config.method,
      headers,
      body,
      credentials: config.withCredentials ? 'include' : 'same-origin',
      signal: abort.signal,
    });
    text = await response.text();
  } catch {
    if (abort.timedOut()) throw new HttpError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config);
    if (config.signal?.aborted) throw new HttpError('canceled', 'ERR_CANCELED', config);
    throw new HttpError('Network Error', 'ERR_NETWORK', config);
  } finally {
    abort.done();
  }
  const data = parseBody(text);
  if (response.status < 200 || response.status >= 300) {
    throw new HttpError(`Request failed with status code ${response.status}`, 'ERR_BAD_RESPONSE', config, { status: response.status, data });
  }
  return { data, status: response.status, config };
};
