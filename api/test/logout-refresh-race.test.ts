import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../src/db/connection';
import { RefreshTokens } from '../src/features/auth/refresh-tokens';
import { RevokedSessions } from '../src/features/auth/revoked-sessions';
import { UsersRepository } from '../src/features/auth/users-repository';
import { databaseTargets, uniqueSchema } from './helpers/databases';

/**
 * Issue 49, point 1: a logout and a refresh of the same session sent at the
 * same moment (two tabs, or a tab closing while another refreshes). Whatever
 * order they land in, once the logout has answered no token of that session
 * may rotate again. On PostgreSQL under READ COMMITTED the logout's UPDATE
 * could not see the token the refresh was inserting, and that token lived on.
 */
const PAIRS = 200;

describe.each(databaseTargets())('a logout overlapping a refresh on $name', (target) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-logout-race-'));
  let database: DatabaseHandle;
  let refreshTokens: RefreshTokens;
  let userId: string;

  beforeAll(async () => {
    database = await openDatabase({ dataDir, databaseUrl: target.databaseUrl, databaseSchema: target.databaseUrl ? uniqueSchema() : undefined });
    refreshTokens = new RefreshTokens(database.db, new RevokedSessions(database.db, database.schema));
    userId = (await new UsersRepository(database.db).upsert({ provider: 'google', subject: 'race', name: 'R', email: 'r@example.org', picture: undefined })).id;
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`leaves no token that rotates after the logout, in ${PAIRS} overlapping pairs`, async () => {
    let refreshWon = 0;
    const survivors: string[] = [];
    // Eight sessions at a time: enough overlap to use several pooled connections.
    for (let start = 0; start < PAIRS; start += 8) {
      await Promise.all(
        Array.from({ length: Math.min(8, PAIRS - start) }, async (_, index) => {
          const { sessionId, refreshToken } = await refreshTokens.issue(userId);
          // Sent in both orders, half the pairs each.
          const logoutFirst = index % 2 === 1 ? refreshTokens.revoke(refreshToken) : undefined;
          const refresh = refreshTokens.rotate(refreshToken);
          const [rotated] = await Promise.all([refresh, logoutFirst ?? refreshTokens.revoke(refreshToken)]);
          if (!rotated.ok) return;
          refreshWon += 1;
          // The logout has answered: the token the refresh handed out must be dead.
          if ((await refreshTokens.rotate(rotated.refreshToken)).ok) survivors.push(sessionId);
        }),
      );
    }
    const live = await database.db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    console.log(`${target.name}: ${PAIRS} pairs, the refresh went first in ${refreshWon}, ${survivors.length} sessions still rotating`);
    expect(survivors).toEqual([]);
    expect(live).toEqual([]);
  }, 120_000);
});
