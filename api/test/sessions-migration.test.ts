import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { Database } from '../src/db/schema';
import { migrateToLatest, migrationProvider } from '../src/db/migrations';
import { hashToken, RefreshTokens } from '../src/features/auth/refresh-tokens';
import { RevokedSessions } from '../src/features/auth/revoked-sessions';
import { databaseTargets, uniqueSchema, type DatabaseTarget } from './helpers/databases';

/** A database as the release before sessions left it (migrations up to 010), and its schema on PostgreSQL. */
async function databaseBeforeSessions(target: DatabaseTarget, dataDir: string): Promise<{ db: Kysely<Database>; schema?: string }> {
  let db: Kysely<Database>;
  let schema: string | undefined;
  if (target.databaseUrl) {
    schema = uniqueSchema();
    const setup = new Pool({ connectionString: target.databaseUrl, max: 1 });
    await setup.query(`create schema "${schema}"`);
    await setup.end();
    db = new Kysely({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: target.databaseUrl, options: `-c search_path=${schema}` }) }) });
  } else {
    db = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(path.join(dataDir, 'before.sqlite')) }) });
  }
  const { error } = await new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateTo('010_answer_text');
  if (error) throw error;
  return { db, schema };
}

describe.each(databaseTargets())('the sessions migration on $name', (target) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-sessions-migration-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('ends every family that had a revoked token, the token a racing refresh left alive included', async () => {
    const { db, schema } = await databaseBeforeSessions(target, dataDir);
    try {
      const now = Date.now();
      await db.insertInto('users').values({ id: 'u1', provider: 'google', subject: 's', name: 'N', email: 'n@example.org', picture: null, created_at: now, updated_at: now }).execute();
      const token = (family: string, secret: string, usedAt: number | null, revokedAt: number | null) => ({
        token_hash: hashToken(secret), family_id: family, user_id: 'u1', created_at: now - 5_000, expires_at: now + 86_400_000, used_at: usedAt, revoked_at: revokedAt,
      });
      await db
        .insertInto('refresh_tokens')
        .values([
          // Logged out while a refresh inserted the next token: that one was never revoked.
          token('leaked', 'leaked-first', now - 2_000, now - 1_000),
          token('leaked', 'leaked-second', null, null),
          token('live', 'live-first', now - 3_000, null),
          token('live', 'live-second', null, null),
        ])
        .execute();

      await migrateToLatest(db as Kysely<unknown>, schema);

      const sessions = await db.selectFrom('sessions').select(['id', 'ended_at', 'expires_at', 'refreshed_at']).orderBy('id').execute();
      expect(sessions).toEqual([
        { id: 'leaked', ended_at: now - 1_000, expires_at: now + 86_400_000, refreshed_at: now - 2_000 },
        { id: 'live', ended_at: null, expires_at: now + 86_400_000, refreshed_at: now - 3_000 },
      ]);
      const refreshTokens = new RefreshTokens(db, new RevokedSessions(db, schema));
      expect(await refreshTokens.rotate('leaked-second')).toEqual({ ok: false, reason: 'revoked' });
      expect(await refreshTokens.rotate('live-second')).toMatchObject({ ok: true, sessionId: 'live' });
    } finally {
      await db.destroy();
    }
  });
});
