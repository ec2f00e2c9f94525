import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Every this many counts, rows whose window ended long ago are deleted. */
const SWEEP_EVERY = 500;

/**
 * Counts `amount` hits (one by default) of `key` in a fixed window, in one
 * statement: a new key, or one whose window has ended, starts again. PostgreSQL runs the upsert
 * under the row's lock, so processes counting at the same moment never lose a
 * hit; SQLite has one writer at a time anyway.
 */
export async function countHit(db: Kysely<Database>, key: string, windowMs: number, now = Date.now(), amount = 1): Promise<{ current: number; ttl: number }> {
  const ended = sql<boolean>`rate_limit_counters.window_ends_at <= ${now}`;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, hits: amount, window_ends_at: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when ${ended} then ${amount} else rate_limit_counters.hits + ${amount} end`,
        window_ends_at: sql<number>`case when ${ended} then ${now + windowMs} else rate_limit_counters.window_ends_at end`,
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.window_ends_at) - now) };
}

/**
 * A store for @fastify/rate-limit (its `store` option) that keeps the counts
 * in our database, so the sign-in and contact limits hold across every API
 * process on one PostgreSQL without another server (the plugin's other shared
 * store is Redis). `continueExceeding` and `exponentialBackoff` are not
 * supported; no route uses them.
 */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  let counted = 0;
  const sweep = (now: number) => db.deleteFrom('rate_limit_counters').where('window_ends_at', '<', now).execute();

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      const now = Date.now();
      counted += 1;
      if (counted % SWEEP_EVERY === 0) void sweep(now).catch(() => undefined);
      countHit(db, `${this.prefix}${key}`, timeWindow ?? 60_000, now).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged options with the route itself as `routeInfo`
      // (its typings say otherwise); each route counts apart, as in its own stores.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new DatabaseStore(`${String(route.method)} ${String(route.url)} `);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
