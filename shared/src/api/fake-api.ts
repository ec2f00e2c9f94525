// For tests only (the `@gradatlas/shared/api-testing` door, never shared at
// run time): a fake server behind the one client. It swaps only the client's
// transport and throws the very errors the real one throws, so the real
// request preparation, refresh-and-retry and error reading all run.
import { apiClient } from './client';
import { HttpError, type RequestConfig, type Transport } from './http';

export interface FakeAnswer {
  status: number;
  data: unknown;
}
type Handler = (body: unknown, config: RequestConfig) => FakeAnswer | Promise<FakeAnswer>;

export interface RecordedCall {
  url: string | undefined;
  body: unknown;
  params: unknown;
}

const realTransport = apiClient.transport;

/** A transport that answers with `answer`, or throws the HTTP error the real one would. */
export function answerWith(config: RequestConfig, answer: FakeAnswer) {
  if (answer.status >= 400) {
    throw new HttpError(`Request failed with status code ${answer.status}`, 'ERR_BAD_RESPONSE', config, answer);
  }
  return { ...answer, config };
}

/**
 * Answers the one API client's requests from `routes` (by path), through the
 * real client, so the calculator's error handling sees real HTTP errors.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const transport: Transport = async (config) => {
    // The body goes through JSON as it would on the wire.
    const body = config.data === undefined ? undefined : (JSON.parse(JSON.stringify(config.data)) as unknown);
    calls.push({ url: config.url, body, params: config.params });
    const handler = routes[config.url];
    const answer = handler ? await handler(body, config) : { status: 404, data: { message: 'Not found' } };
    return answerWith(config, answer);
  };
  apiClient.transport = transport;
  return {
    calls,
    bodiesTo: (url: string) => calls.filter((call) => call.url === url).map((call) => call.body),
  };
}

/** Puts the real transport back. */
export function restoreApi(): void {
  apiClient.transport = realTransport;
}

export const ok = (data: unknown): FakeAnswer => ({ status: 200, data });
