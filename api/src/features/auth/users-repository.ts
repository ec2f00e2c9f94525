import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthUser } from '@gradatlas/shared/contracts';
import type { Database, UsersTable } from '../../db/schema';
import type { IdentityClaims } from './id-token';

function toAuthUser(row: Pick<UsersTable, 'id' | 'name' | 'email' | 'picture'>): AuthUser {
  return { id: row.id, name: row.name, email: row.email, ...(row.picture ? { picture: row.picture } : {}) };
}

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Creates the user of this provider subject, or refreshes their name, email and picture. */
  async upsert(claims: Pick<IdentityClaims, 'provider' | 'subject' | 'name' | 'email' | 'picture'>, now = Date.now()): Promise<AuthUser> {
    const email = claims.email ?? '';
    // No invented names: without a name claim, the address (or nothing) stands in.
    const name = claims.name ?? email;
    const picture = claims.picture ?? null;
    const row = await this.db
      .insertInto('users')
      .values({ id: randomUUID(), provider: claims.provider, subject: claims.subject, name, email, picture, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['provider', 'subject']).doUpdateSet({ name, email, picture, updated_at: now }))
      .returning(['id', 'name', 'email', 'picture'])
      .executeTakeFirstOrThrow();
    return toAuthUser(row);
  }

  async findById(id: string): Promise<AuthUser | undefined> {
    const row = await this.db.selectFrom('users').select(['id', 'name', 'email', 'picture']).where('id', '=', id).executeTakeFirst();
    return row && toAuthUser(row);
  }
}
