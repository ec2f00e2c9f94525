import type { Kysely } from 'kysely';
import { SHORTLIST_LIMIT } from '@gradatlas/shared/contracts';
import type { DatabaseKind } from '../../db/connection';
import type { Database } from '../../db/schema';

export type AddOutcome = 'added' | 'present' | 'full';

/** The shortlist_entries table: one row per university a user keeps. */
export class ShortlistEntries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: DatabaseKind,
  ) {}

  /** The user's slugs, oldest entry first. */
  async slugs(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('shortlist_entries')
      .select('university_slug')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => row.university_slug);
  }

  /**
   * Adds the slug unless it (or one of `formerSlugs`, saved before a rename)
   * is there already, or the list is full. The check
   * and the insert share a transaction; on PostgreSQL the user's row is locked
   * first, so two adds at once cannot both see 99 entries and make 101
   * (SQLite runs one transaction at a time anyway).
   */
  async add(userId: string, slug: string, formerSlugs: readonly string[] = []): Promise<AddOutcome> {
    return this.db.transaction().execute(async (trx) => {
      if (this.kind === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      const entries = await trx.selectFrom('shortlist_entries').select(['university_slug', 'created_at']).where('user_id', '=', userId).execute();
      const names = new Set([slug, ...formerSlugs]);
      if (entries.some((entry) => names.has(entry.university_slug))) return 'present';
      if (entries.length >= SHORTLIST_LIMIT) return 'full';
      // Two adds within one millisecond would tie and the order would be lost: each entry is later than the last.
      const latest = Math.max(0, ...entries.map((entry) => entry.created_at));
      await trx
        .insertInto('shortlist_entries')
        .values({ user_id: userId, university_slug: slug, created_at: Math.max(Date.now(), latest + 1) })
        .execute();
      return 'added';
    });
  }

  /** Removes these slugs from the user's list; absent ones are no error. */
  async remove(userId: string, slugs: string[]): Promise<void> {
    await this.db.deleteFrom('shortlist_entries').where('user_id', '=', userId).where('university_slug', 'in', slugs).execute();
  }
}
