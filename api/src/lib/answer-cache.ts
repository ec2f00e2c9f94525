import { LRUCache } from 'lru-cache';

/** How many keys asked for once are remembered (about 100 bytes each). */
const SEEN_ONCE_KEYS = 20_000;

/**
 * Written university answers, kept by their canonical key (features/universities/routes.ts)
 * and bounded by the memory they hold. The data set changes only when the API
 * starts, so an answer stays right for the life of the process.
 *
 * Why it is here: the load goal in docs/performance.md (a realistic mix at
 * 1,000 requests a second on one core, p99 at most 25 ms). The first pages,
 * popular searches and well-known universities are asked for over and over;
 * writing a signed-in page of six whole records again each time is most of
 * such a request's work. An address asked for once is built from the
 * database and not kept (`set`), so a client asking for thousands of
 * distinct addresses does not turn the cache over; the goal is measured with
 * such a mix.
 */
export class AnswerCache {
  private readonly answers: LRUCache<string, Buffer>;
  /**
   * Keys whose answer was written once and not kept. An answer is kept the
   * second time it is written: the many addresses asked for once never
   * displace the ones asked for again and again, and never become bytes for
   * the garbage collector to find (a full collection stalls every request
   * for tens of milliseconds: the p99 goal).
   */
  private readonly seenOnce = new LRUCache<string, true>({ max: SEEN_ONCE_KEYS });

  constructor(readonly maxBytes: number) {
    if (!Number.isInteger(maxBytes) || maxBytes < 1) throw new Error('maxBytes must be a positive integer');
    // The key is a JavaScript string: up to 2 bytes a character.
    this.answers = new LRUCache({ maxSize: maxBytes, sizeCalculation: (answer, key) => answer.length + 2 * key.length });
  }

  get(key: string): Buffer | undefined {
    return this.answers.get(key);
  }

  /**
   * Keeps an answer, the second time it is written, as its UTF-8 bytes
   * (lru-cache drops one larger than the whole budget); the first time it
   * only remembers the key and gives the text back to send. Bytes, not the
   * text: a hit is sent without encoding it again (a tenth of the API's CPU
   * under the realistic mix went to encoding), and the bytes live outside the JavaScript heap, which V8
   * counts towards its next full collection: answers the cache drops are
   * given back to the system instead of piling up in the heap (the large
   * data set's memory goal). Each answer gets its own allocation: a slice of
   * Node's shared 8 KiB pool would keep the whole pool alive.
   */
  set(key: string, answer: string): Buffer | string {
    if (!this.seenOnce.delete(key)) {
      this.seenOnce.set(key, true);
      return answer;
    }
    const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(answer));
    bytes.write(answer);
    this.answers.set(key, bytes);
    return bytes;
  }

  get size(): number {
    return this.answers.size;
  }
}
