import { LRUCache } from 'lru-cache';

/** Map and Buffer bookkeeping per entry, on top of the key and the bytes themselves. */
const ENTRY_OVERHEAD_BYTES = 160;

/** What an entry holds in memory: the key (a JavaScript string, up to 2 bytes a character) and the answer's bytes. */
export const entryBytes = (key: string, body: Buffer) => 2 * key.length + body.length + ENTRY_OVERHEAD_BYTES;

interface FirstAnswer {
  body: Buffer;
  /** Who asked first: a second, different client makes the answer shared. */
  client: string;
}

/**
 * Serialised answers as UTF-8 bytes, encoded once: sending a string makes
 * Node encode it again on every request, which was the largest single cost
 * of a cached answer (a third of the API's CPU time on the signed-in list,
 * `npm run profile -w api`). Bounded by the bytes they hold (answers range from 200
 * bytes to 100 KB), in two least-recently-used segments of lru-cache:
 *
 * - `trial` holds answers only one client has asked for so far, in a small
 *   share of the budget. One client sending thousands of distinct queries
 *   churns only this segment.
 * - `shared` holds answers a second client has asked for too (the first page,
 *   a popular search). A flood from one client never reaches it, so what many
 *   people use stays, whoever built it first.
 *
 * Every hit counts as use in its segment.
 */
export class AnswerCache {
  private readonly trial: LRUCache<string, FirstAnswer>;
  private readonly shared: LRUCache<string, Buffer>;

  constructor(
    readonly maxBytes: number,
    trialShare = 1 / 4,
  ) {
    if (!Number.isInteger(maxBytes) || maxBytes < 4) throw new Error('maxBytes must be an integer of at least 4');
    if (!(trialShare > 0 && trialShare < 1)) throw new Error('trialShare must be in (0, 1)');
    const trialBytes = Math.floor(maxBytes * trialShare);
    this.trial = new LRUCache({ maxSize: trialBytes, sizeCalculation: (answer, key) => entryBytes(key, answer.body) });
    this.shared = new LRUCache({ maxSize: maxBytes - trialBytes, sizeCalculation: (body, key) => entryBytes(key, body) });
  }

  /** The answer for `key`, asked for by `client`; a second client's hit makes it shared. */
  get(key: string, client: string): Buffer | undefined {
    const popular = this.shared.get(key);
    if (popular !== undefined) return popular;
    const first = this.trial.get(key);
    if (!first) return undefined;
    if (first.client !== client) {
      this.trial.delete(key);
      this.shared.set(key, first.body);
    }
    return first.body;
  }

  /** Keeps an answer `client` built (lru-cache drops one larger than its segment). */
  set(key: string, body: Buffer, client: string): void {
    if (this.shared.has(key)) this.shared.set(key, body);
    else this.trial.set(key, { body, client });
  }

  get bytes(): number {
    return this.trial.calculatedSize + this.shared.calculatedSize;
  }

  get size(): number {
    return this.trial.size + this.shared.size;
  }
}
