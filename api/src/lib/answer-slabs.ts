import type { ServerResponse } from 'node:http';

/** An answer as the pieces it is copied from, in order (stored texts, commas, the envelope). */
export type AnswerParts = readonly Buffer[];

export const byteLengthOf = (parts: AnswerParts): number => parts.reduce((sum, part) => sum + part.length, 0);

/** The parts copied one after another into `target` from its start; the bytes written. */
export function joinInto(target: Buffer, parts: AnswerParts): Buffer {
  let at = 0;
  for (const part of parts) {
    target.set(part, at);
    at += part.length;
  }
  return target.subarray(0, at);
}

/**
 * Reused memory for answers that are sent once and then dropped (the
 * university routes with the answer cache off, or an answer the cache does
 * not keep).
 *
 * Joining an answer with Buffer.concat allocates a new ArrayBuffer outside
 * V8's heap on every request, and V8 answers each few dozen megabytes of such
 * memory with a full collection: the signed-in list (45 KB an answer) ran
 * about five mark-compacts a second, which cost it a third of its rate
 * (docs/performance.md, issue 31). Here an answer is copied into a slab taken
 * from a free list, and the slab goes back to the list only when the response
 * has emitted 'finish', that is once Node has handed every byte of it to the
 * kernel, so no write can still read from it. A response that never finishes
 * (the client left) never gives its slab back: the collector frees it, and
 * the list makes a new one.
 */
export class AnswerSlabs {
  private readonly free: Buffer[] = [];

  /**
   * @param slabBytes the largest answer joined in a slab; a longer one is joined in memory of its own.
   * @param keepSlabs how many idle slabs are kept for reuse (about one per connection answered at once).
   */
  constructor(
    readonly slabBytes = 64 * 1024,
    readonly keepSlabs = 128,
  ) {
    if (!Number.isInteger(slabBytes) || slabBytes < 1) throw new Error('slabBytes must be a positive integer');
    if (!Number.isInteger(keepSlabs) || keepSlabs < 0) throw new Error('keepSlabs must be a non-negative integer');
  }

  /** Slabs waiting to be reused (tests). */
  get idle(): number {
    return this.free.length;
  }

  /**
   * The parts joined, to be sent on `response` and never kept: a slab that
   * returns to the list when `response` finishes. The caller sends the result
   * on that response and holds no other reference to it.
   */
  joinForResponse(parts: AnswerParts, response: ServerResponse): Buffer {
    const length = byteLengthOf(parts);
    if (length > this.slabBytes) return Buffer.concat(parts, length);
    const slab = this.take();
    const joined = joinInto(slab, parts);
    response.once('finish', () => this.giveBack(slab));
    return joined;
  }

  /** The parts as text (a short answer is sent as text, see routes.ts): joined in a slab, decoded, and the slab given back at once. */
  decode(parts: AnswerParts): string {
    const length = byteLengthOf(parts);
    if (length > this.slabBytes) return Buffer.concat(parts, length).toString('utf8');
    const slab = this.take();
    const text = joinInto(slab, parts).toString('utf8');
    this.giveBack(slab);
    return text;
  }

  private take(): Buffer {
    // allocUnsafeSlow: memory of the slab's own, never a slice of Node's shared pool.
    return this.free.pop() ?? Buffer.allocUnsafeSlow(this.slabBytes);
  }

  private giveBack(slab: Buffer): void {
    if (this.free.length < this.keepSlabs) this.free.push(slab);
  }
}
