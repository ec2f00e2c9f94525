import { fetchTransport, HttpError, requestUrl, type RequestConfig } from './http';

type FetchCall = [string, RequestInit];

/** A fetch that answers `status` with `body`, or never answers until aborted. */
function stubFetch(answer: { status: number; body: string } | 'hang' | 'offline') {
  const fetchStub = jest.fn((_url: string, init: RequestInit) => {
    if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    return Promise.resolve({ status: answer.status, text: async () => answer.body });
  });
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  return { calls: () => fetchStub.mock.calls as unknown as FetchCall[] };
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
});

const base: RequestConfig = { method: 'GET', url: '/api/universities', baseURL: 'http://api.test', withCredentials: true, headers: { 'Content-Type': 'application/json' } };

describe('the fetch transport', () => {
  it('joins the base URL and the query, leaving out empty parameters', () => {
    expect(requestUrl({ ...base, params: { page: 2, search: 'new york', country: undefined, tuition: null, intl: false } })).toBe(
      'http://api.test/api/universities?page=2&search=new+york&intl=false',
    );
  });

  it('sends JSON bodies with credentials, and no Content-Type without a body', async () => {
    const server = stubFetch({ status: 200, body: '{"ok":true}' });
    await fetchTransport({ ...base, method: 'POST', data: { a: 1 } });
    await fetchTransport(base);
    const [post, get] = server.calls().map(([, init]) => init);
    expect(post).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
    expect(get?.body).toBeUndefined();
    expect(get?.headers).toEqual({});
  });

  it('answers parsed JSON, and plain text when the body is not JSON', async () => {
    stubFetch({ status: 200, body: '{"data":[1,2]}' });
    await expect(fetchTransport(base)).resolves.toMatchObject({ status: 200, data: { data: [1, 2] } });
    stubFetch({ status: 200, body: 'pong' });
    await expect(fetchTransport(base)).resolves.toMatchObject({ data: 'pong' });
  });

  it('throws an HttpError with the status and the server answer for a non-2xx answer', async () => {
    stubFetch({ status: 409, body: '{"message":"Your shortlist is full."}' });
    const error = await fetchTransport(base).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 'ERR_BAD_RESPONSE', message: 'Request failed with status code 409', response: { status: 409, data: { message: 'Your shortlist is full.' } } });
  });

  it('tells a network failure, a timeout and a cancel apart', async () => {
    stubFetch('offline');
    await expect(fetchTransport(base)).rejects.toMatchObject({ code: 'ERR_NETWORK', message: 'Network Error', response: undefined });

    jest.useFakeTimers();
    stubFetch('hang');
    const timedOut = fetchTransport({ ...base, timeout: 30_000 }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(30_000);
    await expect(timedOut).resolves.toMatchObject({ code: 'ECONNABORTED', message: 'timeout of 30000ms exceeded' });

    const controller = new AbortController();
    const canceled = fetchTransport({ ...base, timeout: 30_000, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    await expect(canceled).resolves.toMatchObject({ code: 'ERR_CANCELED' });
  });
});
