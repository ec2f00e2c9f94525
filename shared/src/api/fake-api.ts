// For tests only (the `@gradatlas/shared/api-testing` door, never shared at
// run time): a fake server behind the one client. It lives here, beside the
// client, because it must throw the very errors axios throws so the real
// interceptors and error handling run, and only this folder imports axios.
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from './client';

export interface FakeAnswer {
  status: number;
  data: unknown;
}
type Handler = (body: unknown, config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>;

export interface RecordedCall {
  url: string | undefined;
  body: unknown;
  params: unknown;
}

const realAdapter = apiClient.defaults.adapter;

/**
 * Answers the one API client's requests from `routes` (by path), through the
 * real interceptors, so the calculator's error handling sees real axios errors.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const body = config.data ? (JSON.parse(String(config.data)) as unknown) : undefined;
    calls.push({ url: config.url, body, params: config.params });
    const handler = config.url ? routes[config.url] : undefined;
    const answer = handler ? await handler(body, config) : { status: 404, data: { message: 'Not found' } };
    const response: AxiosResponse = { data: answer.data, status: answer.status, statusText: String(answer.status), headers: {}, config };
    if (answer.status >= 400) throw new AxiosError(`Request failed with status code ${answer.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return {
    calls,
    bodiesTo: (url: string) => calls.filter((call) => call.url === url).map((call) => call.body),
  };
}

export function restoreApi(): void {
  apiClient.defaults.adapter = realAdapter;
}

export const ok = (data: unknown): FakeAnswer => ({ status: 200, data });
