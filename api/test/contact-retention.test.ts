import { randomUUID } from 'node:crypto';
import { ContactMessages, DEFAULT_CONTACT_RETENTION_DAYS, IDEMPOTENCY_KEY_RETENTION_MS } from '../src/features/contact/contact-messages';
import { appWithDatabase, withAppWithDatabase } from './helpers/app-with-database';
import { databaseTargets } from './helpers/databases';
import { createTestApp } from './helpers/test-app';

/**
 * Issue 49 (low): contact messages (names, emails, phones, addresses) and
 * idempotency keys were kept forever. Messages are kept 180 days by default,
 * keys a day.
 */
const DAY = 24 * 60 * 60 * 1000;
const message = () => ({ name: 'N', email: `${randomUUID().slice(0, 8)}@example.org`, phone: null, subject: 'S', message: 'M' });

describe.each(databaseTargets())('contact retention on $name', (target) => {
  it('deletes messages past their retention and keys past a day, and nothing younger', async () => {
    await withAppWithDatabase(target, {}, async ({ db }) => {
      const messages = new ContactMessages(db.db);
      const now = Date.now();
      const old = message();
      const recent = message();
      await messages.submit(old, 'old-key', null, now - (DEFAULT_CONTACT_RETENTION_DAYS + 1) * DAY);
      await messages.submit(recent, 'day-old-key', null, now - IDEMPOTENCY_KEY_RETENTION_MS - 60_000);
      await messages.submit(message(), 'fresh-key', null, now - 60_000);

      expect(await messages.prune(now)).toEqual({ messages: 1, keys: 2 });
      const emails = (await db.db.selectFrom('contact_messages').select('email').execute()).map((row) => row.email);
      expect(emails).toContain(recent.email);
      expect(emails).not.toContain(old.email);
      expect((await db.db.selectFrom('idempotency_keys').select('key').execute()).map((row) => row.key)).toEqual(['fresh-key']);
    });
  });

  it('takes a key back after a day as a new submission, even before the prune', async () => {
    await withAppWithDatabase(target, {}, async ({ db }) => {
      const messages = new ContactMessages(db.db);
      const now = Date.now();
      const first = message();
      expect((await messages.submit(first, 'retried-key', null, now - 2 * DAY)).outcome).toBe('stored');
      expect((await messages.submit(first, 'retried-key', null, now - 2 * DAY + 60_000)).outcome).toBe('replayed');
      expect((await messages.submit(message(), 'retried-key', null, now)).outcome).toBe('stored');
    });
  });

  it('prunes when the API starts, with CONTACT_RETENTION_DAYS', async () => {
    const first = await appWithDatabase(target);
    const { db } = first;
    const now = Date.now();
    const messages = new ContactMessages(db.db);
    const kept = message();
    await messages.submit(message(), undefined, null, now - 31 * DAY);
    await messages.submit(kept, undefined, null, now - 29 * DAY);
    await first.t.app.close();
    // The same database again: its folder and, on PostgreSQL, its schema.
    const restarted = await createTestApp(target, { env: { DATA_DIR: first.t.dataDir, CONTACT_RETENTION_DAYS: '30', ...(db.schema ? { DATABASE_SCHEMA: db.schema } : {}) } });
    try {
      expect((await db.db.selectFrom('contact_messages').select('email').execute()).map((row) => row.email)).toEqual([kept.email]);
    } finally {
      await restarted.close();
      await first.close();
    }
  });
});
