import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/connection';
import { RefreshTokens } from '../src/features/auth/refresh-tokens';
import { RevokedSessions } from '../src/features/auth/revoked-sessions';
import { listenerApplicationName, SessionEndListener } from '../src/features/auth/session-end-listener';
import { UsersRepository } from '../src/features/auth/users-repository';
import { databaseTargets, uniqueSchema, type DatabaseTarget } from './helpers/databases';

/**
 * Issue 31, part 2: each process keeps the ended sessions in memory. Here two
 * "processes" are two sets of repositories on one database, each with its own
 * RevokedSessions, as two server processes would have.
 */
interface Process {
  sessions: RevokedSessions;
  refreshTokens: RefreshTokens;
}

const silentLog = { warn: () => undefined, debug: () => undefined } as never;

async function until(condition: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

async function openBoth(target: DatabaseTarget, dataDir: string): Promise<DatabaseHandle> {
  const schema = target.databaseUrl ? uniqueSchema() : undefined;
  return openDatabase({ dataDir, databaseUrl: target.databaseUrl, databaseSchema: schema });
}

describe.each(databaseTargets())('ended sessions on $name', (target) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-session-ends-'));
  let database: DatabaseHandle;
  let userId: string;

  beforeAll(async () => {
    database = await openBoth(target, dataDir);
    userId = (await new UsersRepository(database.db).upsert({ provider: 'google', subject: 'session-ends', name: 'S', email: 's@example.org', picture: undefined })).id;
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const apiProcess = (): Process => {
    const sessions = new RevokedSessions(database.db, database.schema);
    return { sessions, refreshTokens: new RefreshTokens(database.db, sessions) };
  };

  it('loads at start the sessions ended before it, and then answers from memory alone', async () => {
    const earlier = apiProcess();
    const session = await earlier.refreshTokens.issue(userId);
    const live = await earlier.refreshTokens.issue(userId);
    await earlier.refreshTokens.revoke(session.refreshToken);

    const restarted = apiProcess().sessions;
    await restarted.reload();
    // Plain booleans, not promises: no query is made.
    expect(restarted.has(session.sessionId)).toBe(true);
    expect(restarted.has(live.sessionId)).toBe(false);
  });

  it('asks the database while it does not know every end', async () => {
    const earlier = apiProcess();
    const session = await earlier.refreshTokens.issue(userId);
    await earlier.refreshTokens.revoke(session.refreshToken);
    const fresh = apiProcess().sessions;
    const answer = fresh.has(session.sessionId);
    expect(answer).toBeInstanceOf(Promise);
    expect(await answer).toBe(true);
  });
});

const postgres = databaseTargets().find((target) => target.name === 'postgres');
const describeOnPostgres = postgres ? describe : describe.skip;

describeOnPostgres('the session-end listener on PostgreSQL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-session-listener-'));
  let database: DatabaseHandle;
  let userId: string;
  let a: Process;
  let b: Process;
  let listener: SessionEndListener;

  beforeAll(async () => {
    database = await openBoth(postgres as DatabaseTarget, dataDir);
    userId = (await new UsersRepository(database.db).upsert({ provider: 'google', subject: 'listener', name: 'L', email: 'l@example.org', picture: undefined })).id;
    const make = (): Process => {
      const sessions = new RevokedSessions(database.db, database.schema);
      return { sessions, refreshTokens: new RefreshTokens(database.db, sessions) };
    };
    a = make();
    b = make();
    // A reconnect delay long enough to watch the fallback at work.
    listener = new SessionEndListener({ databaseUrl: postgres?.databaseUrl as string, schema: database.schema as string, sessions: b.sessions, log: silentLog, reconnectDelayMs: 1_000 });
    await listener.start();
  });
  afterAll(async () => {
    await listener.stop();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('hears an end made by another process within 1 s and then answers from memory', async () => {
    expect(listener.listening).toBe(true);
    const session = await a.refreshTokens.issue(userId);
    expect(b.sessions.has(session.sessionId)).toBe(false);
    await a.refreshTokens.revoke(session.refreshToken);
    await until(() => b.sessions.has(session.sessionId) === true, 1_000);
  });

  it('falls back to a query per check while its connection is down, and reloads what it missed when it is back', async () => {
    const killer = new Client({ connectionString: postgres?.databaseUrl });
    await killer.connect();
    try {
      const { rowCount } = await killer.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [listenerApplicationName(database.schema as string)]);
      expect(rowCount).toBe(1);
    } finally {
      await killer.end();
    }
    await until(() => !listener.listening, 2_000);

    // Ended in A while B's listener is down: the NOTIFY reaches nobody.
    const checked = await a.refreshTokens.issue(userId);
    const missed = await a.refreshTokens.issue(userId);
    await a.refreshTokens.revoke(checked.refreshToken);
    await a.refreshTokens.revoke(missed.refreshToken);
    const answer = b.sessions.has(checked.sessionId);
    expect(answer).toBeInstanceOf(Promise);
    expect(await answer).toBe(true);

    // Back (after the 1 s delay): listening first, then the reload finds the end it never heard.
    await until(() => listener.listening, 5_000);
    expect(b.sessions.has(missed.sessionId)).toBe(true);
    const later = await a.refreshTokens.issue(userId);
    await a.refreshTokens.revoke(later.refreshToken);
    await until(() => b.sessions.has(later.sessionId) === true, 1_000);
  });
});
