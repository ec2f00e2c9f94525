// For tests only (the `@gradatlas/shared/api-testing` door, never shared at
// run time): a fake server behind the one client, as an axios adapter. Only the
// last step (sending bytes) is replaced: the real interceptors (base URL,
// bearer, refresh-and-retry), axios's JSON handling and its errors all run.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from './client';

export interface FakeAnswer {
  status: number;
  data: unknown;
}
/** An answer that never arrives: the network failed (offline, connection refused). */
export const OFFLINE = 'offline';
type Handler = (body: unknown, config: InternalAxiosRequestConfig) => FakeAnswer | typeof OFFLINE | Promise<FakeAnswer | typeof OFFLINE>;

export interface RecordedCall {
  url: string | undefined;
  body: unknown;
  params: unknown;
}

const realAdapter = apiClient.defaults.adapter;

/** What the wire would carry: the JSON text axios serialised, read back. */
function sentBody(config: InternalAxiosRequestConfig): unknown {
  if (typeof config.data !== 'string') return config.data;
  try {
    return JSON.parse(config.data) as unknown;
  } catch {
    return config.data;
  }
}

/** Answers with `answer`, or rejects with the AxiosError axios gives for that status. */
export function answerWith(config: InternalAxiosRequestConfig, answer: FakeAnswer): Promise<AxiosResponse> {
  const response: AxiosResponse = {
    data: answer.data,
    status: answer.status,
    statusText: '',
    headers: new AxiosHeaders({ 'content-type': 'application/json' }),
    config,
    request: {},
  };
  if (config.validateStatus ? config.validateStatus(answer.status) : answer.status < 300) return Promise.resolve(response);
  const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  return Promise.reject(new AxiosError(`Request failed with status code ${answer.status}`, code, config, {}, response));
}

/** Sends every request of the one client to `adapter` (an axios adapter) until restoreApi(). */
export function answerThrough(adapter: AxiosAdapter): void {
  apiClient.defaults.adapter = adapter;
}

/**
 * Answers the one API client's requests from `routes` (by path), through the
 * real client, so error handling sees real axios errors.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  answerThrough(async (config) => {
    const body = sentBody(config);
    calls.push({ url: config.url, body, params: config.params });
    const handler = config.url ? routes[config.url] : undefined;
    const answer = handler ? await handler(body, config) : { status: 404, data: { message: 'Not found' } };
    if (answer === OFFLINE) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    return answerWith(config, answer);
  });
  return {
    calls,
    bodiesTo: (url: string) => calls.filter((call) => call.url === url).map((call) => call.body),
  };
}

/** Puts the real adapter back. */
export function restoreApi(): void {
  apiClient.defaults.adapter = realAdapter;
}

export const ok = (data: unknown): FakeAnswer => ({ status: 200, data });
