import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AnswerCache } from '../../lib/answer-cache';
import { byteLengthOf, joinInto, type AnswerParts } from '../../lib/answer-slabs';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Characters of request URLs (and their keys) remembered; past that the least recently used go first. */
const KNOWN_URL_CHARACTERS = 4 * 1024 * 1024;

/**
 * The answer in memory of its own, exactly its size. A small Buffer from
 * Buffer.concat or Buffer.from can be a slice of Node's shared 8 KB pool, and
 * keeping the slice would keep the whole pool alive beyond the bytes the
 * cache counts.
 */
function ownBytes(built: AnswerParts | string): Buffer {
  const parts = typeof built === 'string' ? [Buffer.from(built)] : built;
  return joinInto(Buffer.allocUnsafeSlow(byteLengthOf(parts)), parts);
}

/** Signed-in users are told apart by account, guests by address (see AnswerCache). */
const clientOf = (request: FastifyRequest) => (request.userId ? `user:${request.userId}` : `ip:${request.ip}`);

/**
 * The university routes' answer cache (lib/answer-cache.ts), and a shortcut to
 * it. An answer is kept under its canonical key, which the route computes from
 * the validated query (routes.ts: canonicalKey). That key is a function of the
 * request's URL, so the URL is remembered with the key it gave: a request for
 * a URL answered before is answered from the cache by `answerKnownUrl`, a hook
 * that runs before validation and the handler, which would only work out the
 * same key again. Only a URL that passed validation and was answered is
 * remembered; a URL whose answer has left the cache takes the whole way.
 */
export class CachedAnswers {
  private readonly answers: AnswerCache;
  private readonly keysByUrl = new LRUCache<string, string>({ maxSize: KNOWN_URL_CHARACTERS, sizeCalculation: (key, url) => url.length + key.length });

  constructor(maxBytes: number) {
    this.answers = new AnswerCache(maxBytes);
  }

  /** The answer kept under `key`, or the one `build` writes (then kept), sent as bytes; the URL is remembered with its key. */
  async send(request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<AnswerParts | string>): Promise<FastifyReply> {
    const client = clientOf(request);
    let body = this.answers.get(key, client);
    if (body === undefined) {
      body = ownBytes(await build());
      this.answers.set(key, body, client);
    }
    this.keysByUrl.set(request.url, key);
    return reply.code(200).type(JSON_TYPE).send(body);
  }

  /**
   * A hook for a cached route: a public route's onRequest, a signed-in route's
   * preValidation after `authenticate` (the token is checked on every request).
   * Answers from the cache when the URL is known and its answer still kept.
   */
  readonly answerKnownUrl = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const key = this.keysByUrl.get(request.url);
    const body = key === undefined ? undefined : this.answers.get(key, clientOf(request));
    if (body === undefined) return done();
    void reply.code(200).type(JSON_TYPE).send(body);
  };
}
