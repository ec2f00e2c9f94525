import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../src/db/connection';
import { RefreshTokens } from '../src/features/auth/refresh-tokens';
import { RevokedSessions } from '../src/features/auth/revoked-sessions';
import { SessionEndListener } from '../src/features/auth/session-end-listener';
import { UsersRepository } from '../src/features/auth/users-repository';
import { databaseTargets, uniqueSchema } from './helpers/databases';
import { freezingProxy, type FreezingProxy } from './helpers/freezing-proxy';

/**
 * Issue 49 (low): a listener connection that dies silently (no error, no end:
 * a dropped NAT entry, a vanished host) must not leave the process trusting
 * a set that hears nothing. Here the listener reaches PostgreSQL through a
 * proxy whose open connections can be silenced.
 */
const postgres = databaseTargets().find((target) => target.name === 'postgres');
const describeOnPostgres = postgres ? describe : describe.skip;

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describeOnPostgres('the session-end listener on a connection that dies silently', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-listener-keepalive-'));
  const warnings: string[] = [];
  const log = { warn: (_: unknown, message: string) => void warnings.push(message), debug: () => undefined } as never;
  let database: DatabaseHandle;
  let proxy: FreezingProxy;
  let listener: SessionEndListener;
  let sessions: RevokedSessions;
  let elsewhere: RefreshTokens;
  let userId: string;

  beforeAll(async () => {
    const url = new URL(postgres?.databaseUrl as string);
    database = await openDatabase({ dataDir, databaseUrl: url.href, databaseSchema: uniqueSchema() });
    userId = (await new UsersRepository(database.db).upsert({ provider: 'google', subject: 'keepalive', name: 'K', email: 'k@example.org', picture: undefined })).id;
    proxy = await freezingProxy({ host: url.hostname, port: Number(url.port) });
    const throughProxy = new URL(url.href);
    throughProxy.port = String(proxy.port);
    sessions = new RevokedSessions(database.db, database.schema);
    // Another process, ending sessions on the same database.
    elsewhere = new RefreshTokens(database.db, new RevokedSessions(database.db, database.schema));
    listener = new SessionEndListener({
      databaseUrl: throughProxy.href,
      schema: database.schema as string,
      sessions,
      log,
      reconnectDelayMs: 100,
      pingEveryMs: 200,
      pingTimeoutMs: 300,
    });
    await listener.start();
  });
  afterAll(async () => {
    await listener.stop();
    await proxy.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('notices within a ping, asks the database meanwhile, and listens again on a new connection', async () => {
    expect(listener.listening).toBe(true);
    proxy.freeze();
    await until(() => !listener.listening, 5_000);
    expect(warnings.some((message) => message.startsWith('session-end listener lost its connection'))).toBe(true);

    // Ended elsewhere while this listener was deaf: found in the database, not missed.
    const ended = await elsewhere.issue(userId);
    await elsewhere.revoke(ended.refreshToken);
    const answer = sessions.has(ended.sessionId);
    expect(answer).toBeInstanceOf(Promise);
    expect(await answer).toBe(true);

    // A new connection through the proxy (new connections pass) hears the next end.
    await until(() => listener.listening, 5_000);
    const later = await elsewhere.issue(userId);
    await elsewhere.revoke(later.refreshToken);
    await until(() => sessions.has(later.sessionId) === true, 2_000);
  });
});
