import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../src/db/connection';
import { ContactMessages } from '../src/features/contact/contact-messages';
import type { TestApp } from './helpers/test-app';
import { appWithDatabase } from './helpers/app-with-database';
import { databaseTargets } from './helpers/databases';

const URL = '/api/contact/submit';
const SUCCESS = { success: true, message: 'Thank you! Your message has been sent successfully.' };

/** A valid message with its own address, so each test can find its rows. */
function message(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Priya Sharma',
    email: `priya.${randomUUID().slice(0, 8)}@example.org`,
    phone: '+1 (555) 010-9999',
    subject: 'Admissions question',
    message: 'Which intake should I aim for?',
    ...overrides,
  };
}

describe.each(databaseTargets())('contact form on $name', (target) => {
  let t: TestApp;
  let db: DatabaseHandle;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, db, close } = await appWithDatabase(target));
  });
  afterAll(() => close());

  const submit = (payload: unknown, key?: string) =>
    t.app.inject({ method: 'POST', url: URL, payload: payload as Record<string, unknown>, headers: key ? { 'idempotency-key': key } : {} });
  const rowsFor = (email: unknown) => db.db.selectFrom('contact_messages').selectAll().where('email', '=', String(email)).execute();

  it('stores a valid message before answering', async () => {
    const body = message({ name: '  Priya Sharma  ', subject: ' Admissions question ' });
    const response = await submit(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SUCCESS);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    const rows = await rowsFor(body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Priya Sharma',
      email: body.email,
      phone: '+1 (555) 010-9999',
      subject: 'Admissions question',
      message: 'Which intake should I aim for?',
      client_ip: '127.0.0.1',
    });
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['empty', ''],
  ])('accepts a message with the phone %s and stores no phone', async (_label, phone) => {
    const body = message({ phone });
    if (phone === undefined) delete body.phone;
    const response = await submit(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SUCCESS);
    const rows = await rowsFor(body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.phone).toBeNull();
  });

  it('accepts a message of exactly 5000 characters', async () => {
    const body = message({ message: 'x'.repeat(5000) });
    expect((await submit(body)).statusCode).toBe(200);
    expect((await rowsFor(body.email))[0]?.message).toHaveLength(5000);
  });

  it('stores each submission without an Idempotency-Key', async () => {
    const body = message();
    expect((await submit(body)).json()).toEqual(SUCCESS);
    expect((await submit(body)).json()).toEqual(SUCCESS);
    expect(await rowsFor(body.email)).toHaveLength(2);
  });

  it('replays the answer for the same key and body and stores one row', async () => {
    const body = message();
    const key = randomUUID();
    const first = await submit(body, key);
    const second = await submit(body, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.json()).toEqual(SUCCESS);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await rowsFor(body.email)).toHaveLength(1);
  });

  it('treats a retry that differs only in surrounding spaces as the same message', async () => {
    const body = message();
    const key = randomUUID();
    expect((await submit(body, key)).statusCode).toBe(200);
    const retry = await submit({ ...body, name: ` ${String(body.name)} ` }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await rowsFor(body.email)).toHaveLength(1);
  });

  it('refuses the same key with a different body with 422 JSON', async () => {
    const body = message();
    const key = randomUUID();
    expect((await submit(body, key)).statusCode).toBe(200);
    const other = await submit({ ...body, message: 'A different question' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.headers['content-type']).toMatch(/^application\/json/);
    expect(other.json()).toEqual({ success: false, message: expect.stringContaining('Idempotency-Key') });
    const rows = await rowsFor(body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message).toBe(body.message);
  });

  it('stores one row for two concurrent submissions with the same key', async () => {
    const body = message();
    const key = randomUUID();
    const answers = await Promise.all([submit(body, key), submit(body, key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json())).toEqual([SUCCESS, SUCCESS]);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await rowsFor(body.email)).toHaveLength(1);
  });

  it('keeps keys apart: the same body under two keys is two messages', async () => {
    const body = message();
    await submit(body, randomUUID());
    await submit(body, randomUUID());
    expect(await rowsFor(body.email)).toHaveLength(2);
  });

  it.each([
    ['name missing', { name: undefined }, 'name is required'],
    ['email missing', { email: undefined }, 'email is required'],
    ['subject missing', { subject: undefined }, 'subject is required'],
    ['message missing', { message: undefined }, 'message is required'],
    ['name empty', { name: '' }, 'name is required'],
    ['name only spaces', { name: '   ' }, 'name is required'],
    ['subject only spaces', { subject: ' \t ' }, 'subject is required'],
    ['message only spaces', { message: '\n  \n' }, 'message is required'],
    ['email not an address', { email: 'not-an-email' }, 'email must be a valid email address'],
    ['message too long', { message: 'x'.repeat(5001) }, 'message must be at most 5000 characters'],
    ['name too long', { name: 'n'.repeat(101) }, 'name must be at most 100 characters'],
    ['phone with letters', { phone: '555-CALL-NOW' }, 'phone'],
    ['phone not text', { phone: { number: '5550109999' } }, 'phone'],
  ])('refuses a message with %s with 400 naming the problem', async (_label, overrides, expected) => {
    const body = message(overrides);
    for (const [field, value] of Object.entries(overrides)) if (value === undefined) delete body[field];
    const response = await submit(body);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining(expected) });
    if (body.email) expect(await rowsFor(body.email)).toHaveLength(0);
  });

  it('refuses a body over 64 KiB with 413 JSON and stores nothing', async () => {
    const before = await new ContactMessages(db.db).count();
    const response = await submit(message({ message: 'x'.repeat(70 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    expect(await new ContactMessages(db.db).count()).toBe(before);
  });

  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])('refuses a %s body with 415 JSON', async (contentType) => {
    const response = await t.app.inject({ method: 'POST', url: URL, headers: { 'content-type': contentType }, payload: 'name=Priya&email=priya@example.org' });
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });
});

describe.each(databaseTargets())('contact rate limit on $name', (target) => {
  let t: TestApp;
  let db: DatabaseHandle;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, db, close } = await appWithDatabase(target, { rateLimits: { contactPerHour: 2 } }));
  });
  afterAll(() => close());

  it('answers the third message in an hour with 429 JSON and Retry-After, storing only two', async () => {
    const send = () => t.app.inject({ method: 'POST', url: URL, payload: message() });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(third.json()).toEqual({ success: false, message: expect.stringContaining('Too many requests') });
    expect(await new ContactMessages(db.db).count()).toBe(2);
  });
});
