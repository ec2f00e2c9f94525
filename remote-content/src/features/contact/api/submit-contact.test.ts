import { fakeApi, OFFLINE, ok, restoreApi, type FakeAnswer } from '@gradatlas/shared/api-testing';
import { submitContact } from './submit-contact';
import { newIdempotencyKey } from './idempotency-key';

const BODY = { name: 'Asha', email: 'asha@example.test', phone: '', subject: 'Hello', message: 'A question' };
const SUBMIT = '/api/contact/submit';

/** A fake API whose contact route gives `answers` in turn (the last one again after that). */
function contactServer(...answers: (FakeAnswer | typeof OFFLINE)[]) {
  const keys: unknown[] = [];
  const api = fakeApi({
    [SUBMIT]: (_body, config) => {
      keys.push(config.headers['Idempotency-Key']);
      return answers[Math.min(keys.length - 1, answers.length - 1)]!;
    },
  });
  return { keys, bodies: () => api.bodiesTo(SUBMIT) };
}

afterEach(restoreApi);

describe('submitContact', () => {
  it('posts the message with its Idempotency-Key and returns the answer', async () => {
    const server = contactServer(ok({ success: true, message: 'Sent' }));
    await expect(submitContact(BODY, 'key-1', 0)).resolves.toEqual({ success: true, message: 'Sent' });
    expect(server.bodies()).toEqual([BODY]);
    expect(server.keys).toEqual(['key-1']);
  });

  it('retries once after a network failure with the same key', async () => {
    const server = contactServer(OFFLINE, ok({ success: true, message: 'Sent' }));
    await expect(submitContact(BODY, 'key-2', 0)).resolves.toEqual({ success: true, message: 'Sent' });
    expect(server.keys).toEqual(['key-2', 'key-2']);
  });

  it('retries a gateway error once, then gives up', async () => {
    const server = contactServer({ status: 503, data: {} });
    await expect(submitContact(BODY, 'key-3', 0)).rejects.toThrow('status code 503');
    expect(server.keys).toHaveLength(2);
  });

  it('does not retry a refusal and returns its message', async () => {
    const server = contactServer({ status: 400, data: { success: false, message: 'email must be an email' } });
    await expect(submitContact(BODY, 'key-4', 0)).resolves.toEqual({ success: false, message: 'email must be an email' });
    expect(server.keys).toHaveLength(1);
  });
});

describe('newIdempotencyKey', () => {
  it('makes a different version 4 UUID each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('builds one from random bytes where randomUUID is missing (plain http)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
