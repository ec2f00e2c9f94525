import { LRUCache } from 'lru-cache';

/**
 * Written university answers, kept by their canonical key (features/universities/routes.ts)
 * and bounded by the memory they hold. The data set changes only when the API
 * starts, so an answer stays right for the life of the process.
 *
 * Why it is here: the load goal in docs/performance.md (a realistic mix at
 * 1,000 requests a second on one core, p99 at most 25 ms). The first pages,
 * popular searches and well-known universities are asked for over and over;
 * writing a signed-in page of six whole records again each time is most of
 * such a request's work. A client that asks for thousands of distinct
 * addresses only turns this cache over: every answer is still built from the
 * database, and the goal is measured with such a mix.
 */
export class AnswerCache {
  private readonly answers: LRUCache<string, string>;

  constructor(readonly maxBytes: number) {
    if (!Number.isInteger(maxBytes) || maxBytes < 1) throw new Error('maxBytes must be a positive integer');
    // A JavaScript string takes up to 2 bytes a character; the key counts too.
    this.answers = new LRUCache({ maxSize: maxBytes, sizeCalculation: (answer, key) => 2 * (answer.length + key.length) });
  }

  get(key: string): string | undefined {
    return this.answers.get(key);
  }

  /** Keeps an answer (lru-cache drops one larger than the whole budget). */
  set(key: string, answer: string): void {
    this.answers.set(key, answer);
  }

  get size(): number {
    return this.answers.size;
  }
}
