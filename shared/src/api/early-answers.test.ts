import { apiClient } from './client';
import { createEarlyAnswers, EARLY_ANSWER_TTL_MS } from './early-answers';
import { answerWith, restoreApi } from './fake-api';
import type { RequestConfig } from './http';
import { storeTokens } from './token-storage';

/** A fake server that counts what reaches it; `failFirst` makes its first answer a 500. */
function countingServer(options: { failFirst?: boolean; hold?: Promise<void> } = {}) {
  const seen: string[] = [];
  apiClient.transport = async (config: RequestConfig) => {
    seen.push(`${config.url} ${config.headers?.Authorization ?? 'guest'}`);
    await options.hold;
    if (options.failFirst && seen.length === 1) return answerWith(config, { status: 500, data: { message: 'down' } });
    return answerWith(config, { status: 200, data: { answer: seen.length } });
  };
  return seen;
}

afterEach(() => {
  restoreApi();
  window.localStorage.clear();
});

describe('apiClient.prefetch: a page asks for its data while its code loads', () => {
  it('the next GET of the same address takes the early answer: one request in all', async () => {
    const seen = countingServer();
    apiClient.prefetch('/api/blogs/visa');
    const { data } = await apiClient.get('/api/blogs/visa');
    expect(data).toEqual({ answer: 1 });
    expect(seen).toHaveLength(1);
    // Used once: the next GET is a request of its own.
    await apiClient.get('/api/blogs/visa');
    expect(seen).toHaveLength(2);
  });

  it('another address, or other credentials, do not take it', async () => {
    const seen = countingServer();
    apiClient.prefetch('/api/blogs/visa');
    await apiClient.get('/api/blogs/other');
    storeTokens('token-a', 'refresh-a');
    await apiClient.get('/api/blogs/visa');
    expect(seen).toEqual(['/api/blogs/visa guest', '/api/blogs/other guest', '/api/blogs/visa Bearer token-a']);
  });

  it('a failed early request is forgotten: the page sends its own and gets its answer', async () => {
    const seen = countingServer({ failFirst: true });
    apiClient.prefetch('/api/universities/slug/mit');
    const { data } = await apiClient.get('/api/universities/slug/mit');
    expect(data).toEqual({ answer: 2 });
    expect(seen).toHaveLength(2);
  });

  it('a page that leaves while the early answer travels gets the cancel a request of its own would give', async () => {
    let release: () => void = () => undefined;
    countingServer({ hold: new Promise<void>((resolve) => (release = resolve)) });
    apiClient.prefetch('/api/blogs/visa');
    const controller = new AbortController();
    const pending = apiClient.get('/api/blogs/visa', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'HttpError', code: 'ERR_CANCELED' });
    release();
  });
});

describe('createEarlyAnswers', () => {
  const config: RequestConfig = { method: 'GET', url: '/api/blogs', baseURL: 'http://api.test', headers: {} };

  it('drops an answer nobody took in time, and never hands one to a write', async () => {
    let clock = 0;
    const early = createEarlyAnswers(() => clock);
    const transport = jest.fn(async (sent: RequestConfig) => answerWith(sent, { status: 200, data: [] }));
    early.start(config, transport);
    expect(early.take({ ...config, method: 'POST' })).toBeUndefined();
    clock = EARLY_ANSWER_TTL_MS + 1;
    expect(early.take(config)).toBeUndefined();
    // Started again once the old one is stale: a new request.
    early.start(config, transport);
    early.start(config, transport);
    expect(transport).toHaveBeenCalledTimes(2);
    await expect(early.take(config)).resolves.toMatchObject({ status: 200 });
  });
});
