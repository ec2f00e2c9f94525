import { apiClient, HttpError } from '@gradatlas/shared/api';
import { submitContact } from './submit-contact';
import { newIdempotencyKey } from './idempotency-key';

const BODY = { name: 'Asha', email: 'asha@example.test', phone: '', subject: 'Hello', message: 'A question' };

// The errors the shared client throws.
const REQUEST = { method: 'POST' as const, url: '/api/contact/submit' };
const networkError = () => new HttpError('Network Error', 'ERR_NETWORK', REQUEST);
const httpError = (status: number, data: unknown) => new HttpError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', REQUEST, { status, data });
const ok = (data: unknown) => ({ data }) as Awaited<ReturnType<typeof apiClient.post>>;

let post: jest.SpyInstance;

beforeEach(() => {
  post = jest.spyOn(apiClient, 'post');
});

afterEach(() => {
  post.mockRestore();
});

describe('submitContact', () => {
  it('posts the message with its Idempotency-Key and returns the answer', async () => {
    post.mockResolvedValueOnce(ok({ success: true, message: 'Sent' }));
    await expect(submitContact(BODY, 'key-1', 0)).resolves.toEqual({ success: true, message: 'Sent' });
    expect(post).toHaveBeenCalledWith('/api/contact/submit', BODY, { headers: { 'Idempotency-Key': 'key-1' } });
  });

  it('retries once after a network failure with the same key', async () => {
    post.mockRejectedValueOnce(networkError()).mockResolvedValueOnce(ok({ success: true, message: 'Sent' }));
    await expect(submitContact(BODY, 'key-2', 0)).resolves.toEqual({ success: true, message: 'Sent' });
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls.map((call) => call[2])).toEqual([
      { headers: { 'Idempotency-Key': 'key-2' } },
      { headers: { 'Idempotency-Key': 'key-2' } },
    ]);
  });

  it('retries a gateway error once, then gives up', async () => {
    post.mockRejectedValue(httpError(503, {}));
    await expect(submitContact(BODY, 'key-3', 0)).rejects.toThrow('status code 503');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refusal and returns its message', async () => {
    post.mockRejectedValueOnce(httpError(400, { success: false, message: 'email must be an email' }));
    await expect(submitContact(BODY, 'key-4', 0)).resolves.toEqual({ success: false, message: 'email must be an email' });
    expect(post).toHaveBeenCalledTimes(1);
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
