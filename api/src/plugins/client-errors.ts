import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { hasOverlongTarget, URL_TOO_LONG_MESSAGE } from './url-length';

/** How long a refused client may take to read our answer before the socket is dropped. */
const LINGER_MS = 1_000;

/** Node's parser codes we answer with their own status; any other refusal is a 400. */
const STATUS_FOR_CODE: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_URI_TOO_LONG: { status: 414, message: URL_TOO_LONG_MESSAGE },
};
const MALFORMED = { status: 400, message: 'The request is not valid HTTP' };

/** The raw HTTP/1.1 answer: our JSON shape and our security headers, then the connection closes. */
export function clientErrorAnswer(code: string, headers: Record<string, string>): string {
  const { status, message } = STATUS_FOR_CODE[code] ?? MALFORMED;
  const body = JSON.stringify({ success: false, message });
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler`, for what Node's HTTP parser refuses before
 * any route or hook runs (headers too large, a malformed request line). The
 * default answers in Fastify's shape without our headers and destroys the
 * socket at once, which the client often sees as a reset before it reads the
 * answer; this one answers in our shape and ends the socket gracefully.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return function handle(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
    // A reset socket has nobody to answer (Node's docs on 'clientError').
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    this.log.debug({ code: error.code }, 'client error before routing');
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    // An address past the limit overflows the parser's header count: say which it was.
    const code = error.code === 'HPE_HEADER_OVERFLOW' && hasOverlongTarget(error.rawPacket) ? 'HPE_URI_TOO_LONG' : error.code;
    socket.end(clientErrorAnswer(code, headers));
    // A client that never reads must not hold the socket open.
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
