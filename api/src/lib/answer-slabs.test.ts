import { EventEmitter } from 'node:events';
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AnswerSlabs, type AnswerParts } from './answer-slabs';

/** Stands in for a response where only its 'finish' matters: the tests emit it when they choose. */
const pendingResponse = () => new EventEmitter() as unknown as ServerResponse;

const partsOf = (...texts: string[]): AnswerParts => texts.map((text) => Buffer.from(text));

describe('AnswerSlabs', () => {
  it('joins the parts in order, byte for byte', () => {
    const slabs = new AnswerSlabs(1024);
    const parts = partsOf('{"data":[', '{"name":"Université de Montréal"}', ',', '{"name":"東京"}', ']}');
    expect(slabs.joinForResponse(parts, pendingResponse())).toEqual(Buffer.concat(parts));
    expect(slabs.decode(parts)).toBe('{"data":[{"name":"Université de Montréal"},{"name":"東京"}]}');
  });

  it('keeps a slab out of use until its response has finished, then reuses it', () => {
    const slabs = new AnswerSlabs(64);
    const first = pendingResponse();
    const firstAnswer = slabs.joinForResponse(partsOf('first answer'), first);
    // A second answer while the first is still being written gets other memory: the first stays whole.
    const secondAnswer = slabs.joinForResponse(partsOf('SECOND ANSWER'), pendingResponse());
    expect(firstAnswer.toString()).toBe('first answer');
    expect(secondAnswer.toString()).toBe('SECOND ANSWER');
    expect(slabs.idle).toBe(0);

    first.emit('finish');
    expect(slabs.idle).toBe(1);
    const third = slabs.joinForResponse(partsOf('third'), pendingResponse());
    expect(slabs.idle).toBe(0);
    expect(third.buffer).toBe(firstAnswer.buffer);
  });

  it("never takes back the slab of a response that closed without finishing (the client left mid-answer)", () => {
    const slabs = new AnswerSlabs(64);
    const abandoned = pendingResponse();
    slabs.joinForResponse(partsOf('never fully written'), abandoned);
    abandoned.emit('close');
    expect(slabs.idle).toBe(0);
  });

  it('joins an answer longer than a slab in memory of its own, which is never reused', () => {
    const slabs = new AnswerSlabs(8);
    const response = pendingResponse();
    const long = slabs.joinForResponse(partsOf('longer than ', 'eight bytes'), response);
    expect(long.toString()).toBe('longer than eight bytes');
    response.emit('finish');
    expect(slabs.idle).toBe(0);
    expect(slabs.decode(partsOf('also longer ', 'than eight'))).toBe('also longer than eight');
  });

  it('gives a slab back at once after decoding, and keeps no more idle slabs than allowed', () => {
    const slabs = new AnswerSlabs(64, 2);
    expect(slabs.decode(partsOf('short', ' text'))).toBe('short text');
    expect(slabs.idle).toBe(1);
    const responses = [pendingResponse(), pendingResponse(), pendingResponse(), pendingResponse()];
    responses.forEach((response, index) => slabs.joinForResponse(partsOf(`answer ${index}`), response));
    for (const response of responses) response.emit('finish');
    expect(slabs.idle).toBe(2);
  });

  it('refuses sizes that are not positive whole numbers', () => {
    expect(() => new AnswerSlabs(0)).toThrow('slabBytes must be a positive integer');
    expect(() => new AnswerSlabs(1.5)).toThrow('slabBytes must be a positive integer');
    expect(() => new AnswerSlabs(64, -1)).toThrow('keepSlabs must be a non-negative integer');
  });

  it('sends every answer whole over real sockets while earlier answers are still being written', async () => {
    // Answers far larger than the kernel takes at once, asked for one after
    // another by clients that wait before reading: each answer is joined while
    // the earlier ones are still being written from their slabs, so giving a
    // slab back before its response finished would send another answer's bytes.
    const answerBytes = 8 * 1024 * 1024;
    const slabs = new AnswerSlabs(answerBytes);
    const answerFor = (id: number) => [Buffer.alloc(answerBytes / 2, `a${id}-`), Buffer.alloc(answerBytes / 2, `b${id}-`)];
    const server = http.createServer((request, response) => {
      const id = Number(new URL(request.url ?? '/', 'http://local').searchParams.get('id'));
      const body = slabs.joinForResponse(answerFor(id), response);
      response.writeHead(200, { 'content-length': body.length }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fetchLate = (id: number) =>
      new Promise<Buffer>((resolve, reject) => {
        setTimeout(() => {
          http
            .get({ port, host: '127.0.0.1', path: `/?id=${id}`, agent: false }, (response) => {
              const chunks: Buffer[] = [];
              response.pause();
              setTimeout(() => response.on('data', (chunk: Buffer) => chunks.push(chunk)).resume(), 200);
              response.on('end', () => resolve(Buffer.concat(chunks)));
            })
            .on('error', reject);
        }, id * 20);
      });
    try {
      const ids = [0, 1, 2, 3, 4, 5];
      const received = await Promise.all(ids.map(fetchLate));
      ids.forEach((id) => expect(received[id]!.equals(Buffer.concat(answerFor(id)))).toBe(true));
      // Every slab came back once its answer was written.
      expect(slabs.idle).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
