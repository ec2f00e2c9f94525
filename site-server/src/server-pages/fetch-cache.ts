// What the site's server fetches for its pages (API answers, the remotes'
// manifests and page stylesheets), kept a short while. Every page view of a popular university would otherwise ask
// the API again; and an API that is down or slow must cost a page view no
// more than the timeout, once per failure window, after which the page is
// sent without content and the client renders it as before.

export interface FetchCacheOptions {
  /** How long a good answer is reused. The data set changes only at an API restart. */
  ttlMs?: number;
  /** How long a failure is remembered before the source is asked again. */
  failureTtlMs?: number;
  /** A page view waits at most this long for its answer. */
  timeoutMs?: number;
  /** Entries kept; the oldest go first. */
  maxEntries?: number;
  /** What an answer is read as: parsed JSON (the default) or text (a stylesheet). */
  body?: 'json' | 'text';
}

type Outcome = { ok: true; value: unknown } | { ok: false };

export class FetchCache {
  private readonly entries = new Map<string, { expires: number; outcome: Promise<Outcome> }>();
  private readonly ttlMs: number;
  private readonly failureTtlMs: number;
  private readonly timeoutMs: number;
  private readonly maxEntries: number;
  private readonly body: 'json' | 'text';

  constructor(options: FetchCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.failureTtlMs = options.failureTtlMs ?? 5_000;
    this.timeoutMs = options.timeoutMs ?? 1_500;
    this.maxEntries = options.maxEntries ?? 500;
    this.body = options.body ?? 'json';
  }

  /** The body of a 200 answer (parsed JSON, or text), or undefined (any other status, a timeout, a network error, not JSON). */
  async get(url: string): Promise<unknown> {
    const now = Date.now();
    const cached = this.entries.get(url);
    if (cached && cached.expires > now) {
      const outcome = await cached.outcome;
      return outcome.ok ? outcome.value : undefined;
    }
    // Concurrent views of one page share one request.
    const outcome = this.fetchOnce(url);
    const entry = { expires: now + this.ttlMs, outcome };
    this.entries.set(url, entry);
    void outcome.then((result) => {
      if (!result.ok && this.entries.get(url) === entry) entry.expires = Date.now() + this.failureTtlMs;
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const result = await outcome;
    return result.ok ? result.value : undefined;
  }

  private async fetchOnce(url: string): Promise<Outcome> {
    try {
      // No token, no cookie: the server renders the guest view only.
      const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs), headers: { Accept: this.body === 'json' ? 'application/json' : '*/*' } });
      if (response.status !== 200) return { ok: false };
      return { ok: true, value: this.body === 'json' ? await response.json() : await response.text() };
    } catch {
      return { ok: false };
    }
  }
}
