import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * The longest request target (path and query) the API reads. Our longest
 * real address, a comparison of four 200-character slugs, is under 1 KiB;
 * 8 KiB is the line length common servers accept.
 */
export const MAX_URL_LENGTH = 8 * 1024;

export const URL_TOO_LONG_MESSAGE = 'The address is too long';

/** Requests refused before routing; the 414 is sent by the first hook (refuseLongUrl). */
const tooLong = new WeakSet<IncomingMessage>();

/**
 * Fastify's `rewriteUrl`, which runs before the router: a longer address is
 * never routed, parsed or logged. Its request goes on to the 404 route (no
 * route has the path "/"), where refuseLongUrl answers it.
 */
export function boundUrlLength(request: IncomingMessage): string {
  const url = request.url ?? '/';
  if (url.length <= MAX_URL_LENGTH) return url;
  tooLong.add(request);
  return '/';
}

/** An onRequest hook, run first after the security headers: 414 for what boundUrlLength set aside. */
export function refuseLongUrl(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (!tooLong.has(request.raw)) return done();
  void reply.code(414).send({ success: false, message: URL_TOO_LONG_MESSAGE });
}

/**
 * Whether the chunk Node's HTTP parser refused begins a request whose target
 * is longer than MAX_URL_LENGTH. The parser counts the request line against
 * its 16 KiB header limit, so a longer address arrives as a header overflow;
 * when the chunk starts the request, the address is told apart and answered
 * 414. A slow client's later chunk cannot be told apart and stays a 431.
 */
export function hasOverlongTarget(packet: unknown): boolean {
  if (!Buffer.isBuffer(packet)) return false;
  const head = packet.toString('latin1', 0, Math.min(packet.length, MAX_URL_LENGTH + 64));
  const target = /^[A-Z]+ ([^ \r\n]*)/.exec(head)?.[1];
  return target !== undefined && target.length > MAX_URL_LENGTH;
}
