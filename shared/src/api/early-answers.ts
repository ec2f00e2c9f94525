import { HttpError, requestUrl, type ApiResponse, type RequestConfig, type Transport } from './http';

/** How long an answer fetched ahead waits for its page; an older one is dropped unread. */
export const EARLY_ANSWER_TTL_MS = 15_000;

interface EarlyAnswer {
  answer: Promise<ApiResponse<unknown>>;
  expires: number;
}

/**
 * GET answers requested before the page that reads them is on screen: a
 * route's first request, sent while the page's code is still downloading
 * instead of after it has rendered. Each answer is used once, by the first GET
 * for the same address with the same credentials. A failed one is forgotten,
 * so the page's own request goes to the network and reports as usual.
 */
export function createEarlyAnswers(now: () => number = Date.now) {
  const waiting = new Map<string, EarlyAnswer>();
  const keyOf = (config: RequestConfig) => `${requestUrl(config)}\n${config.headers?.Authorization ?? ''}`;

  return {
    start(config: RequestConfig, transport: Transport): void {
      const key = keyOf(config);
      const known = waiting.get(key);
      if (known && known.expires > now()) return;
      const answer = transport(config);
      waiting.set(key, { answer, expires: now() + EARLY_ANSWER_TTL_MS });
      answer.catch(() => {
        if (waiting.get(key)?.answer === answer) waiting.delete(key);
      });
    },

    take(config: RequestConfig): Promise<ApiResponse<unknown>> | undefined {
      if (config.method !== 'GET') return undefined;
      const key = keyOf(config);
      const early = waiting.get(key);
      waiting.delete(key);
      return early && early.expires > now() ? early.answer : undefined;
    },
  };
}

/** The answer, unless the caller cancels first: then the cancel error a sent request would give. */
export function untilCanceled<T>(answer: Promise<T>, config: RequestConfig): Promise<T> {
  const { signal } = config;
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const cancel = () => reject(new HttpError('canceled', 'ERR_CANCELED', config));
    if (signal.aborted) {
      cancel();
      return;
    }
    signal.addEventListener('abort', cancel, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancel));
  });
}
