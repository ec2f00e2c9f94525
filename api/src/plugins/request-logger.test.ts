import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { requestLoggerFactory } from './request-logger';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

/** A Fastify app logging to memory with the deferred request loggers, and the lines it wrote. */
function appLoggingAt(level: string): { app: FastifyInstance; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: requestLoggerFactory });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('the handler broke');
  });
  app.get('/notes', async (request) => {
    request.log.info({ step: 'one' }, 'a note');
    request.log.child({ part: 'inner' }).warn('from a child');
    return { ok: true };
  });
  app.get('/verbose', { logLevel: 'debug' }, async (request) => {
    request.log.debug('a route-level debug line');
    return { ok: true };
  });
  return { app, lines };
}

describe('requestLoggerFactory', () => {
  it('binds every line of a request to its id, as Fastify does (incoming, notes, a child, completed)', async () => {
    const { app, lines } = appLoggingAt('info');
    const response = await app.inject({ url: '/notes' });
    expect(response.statusCode).toBe(200);
    const messages = lines.map((line) => line.msg);
    expect(messages).toEqual(['incoming request', 'a note', 'from a child', 'request completed']);
    const ids = new Set(lines.map((line) => line.reqId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toEqual(expect.any(String));
    expect(lines.find((line) => line.msg === 'a note')).toMatchObject({ step: 'one' });
    expect(lines.find((line) => line.msg === 'from a child')).toMatchObject({ part: 'inner' });
    await app.close();
  });

  it('at warn, a quiet request makes no child logger and writes nothing', async () => {
    const { app, lines } = appLoggingAt('warn');
    const child = jest.spyOn(app.log, 'child');
    expect((await app.inject({ url: '/ok' })).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    await app.close();
  });

  it('at warn, a failing request still logs its error under its request id', async () => {
    const { app, lines } = appLoggingAt('warn');
    const first = await app.inject({ url: '/ok' });
    const failed = await app.inject({ url: '/fails' });
    expect(first.statusCode).toBe(200);
    expect(failed.statusCode).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, reqId: expect.any(String) });
    expect(JSON.stringify(lines[0])).toContain('the handler broke');
    await app.close();
  });

  it("keeps a route's own log level: its debug line is written while the app logs at warn", async () => {
    const { app, lines } = appLoggingAt('warn');
    await app.inject({ url: '/verbose' });
    expect(lines.map((line) => line.msg)).toContain('a route-level debug line');
    expect(lines.every((line) => typeof line.reqId === 'string')).toBe(true);
    await app.close();
  });

  it('reports the level in force and lets a request change its own', async () => {
    const { app } = appLoggingAt('warn');
    let seen: string[] = [];
    app.get('/level', async (request) => {
      seen = [request.log.level];
      request.log.level = 'debug';
      seen.push(request.log.level, app.log.level);
      return { ok: true };
    });
    await app.inject({ url: '/level' });
    expect(seen).toEqual(['warn', 'debug', 'warn']);
    await app.close();
  });
});
