import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FieldDataBatch, FieldMetric } from '@gradatlas/shared/contracts';
import type { Database } from '../../db/schema';
import { countHit } from '../../plugins/rate-limit-store';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FieldStorageLimits {
  /** Rows kept in each table; the oldest beyond this go first. */
  maxRows: number;
  /** Rows older than this many days are deleted. */
  retentionDays: number;
  /**
   * Prune after every this many stored batches (and after the first). Pruning
   * walks an index, so it does not run on every beacon; a table may exceed
   * maxRows by at most this many batches in between.
   */
  pruneEvery: number;
}

export const DEFAULT_FIELD_STORAGE: FieldStorageLimits = { maxRows: 200_000, retentionDays: 90, pruneEvery: 100 };

type FieldTable = 'field_metrics' | 'field_errors';

/** The last report of a metric id within one batch wins, as it would across batches. */
function lastPerId(metrics: FieldMetric[]): FieldMetric[] {
  return [...new Map(metrics.map((metric) => [metric.id, metric])).values()];
}

/** The field_metrics and field_errors tables: written by beacons, bounded in size. */
export class FieldReports {
  private batchesSincePrune: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: FieldStorageLimits = DEFAULT_FIELD_STORAGE,
  ) {
    // The first batch after start prunes, so a restart after a lowered limit applies it soon.
    this.batchesSincePrune = limits.pruneEvery;
  }

  /**
   * Adds a beacon's rows to its client's count for the day (kept in the
   * database, so every API process counts together) and returns the new total.
   */
  async countClientRows(client: string, rows: number, now = Date.now()): Promise<number> {
    const { current } = await countHit(this.db, `field-data rows ${client}`, DAY_MS, now, rows);
    return current;
  }

  async store(batch: FieldDataBatch, now = Date.now()): Promise<{ metrics: number; errors: number }> {
    const metrics = lastPerId(batch.metrics);
    await this.db.transaction().execute(async (trx) => {
      if (metrics.length > 0) {
        await trx
          .insertInto('field_metrics')
          .values(metrics.map((metric) => ({ id: metric.id, route: metric.route, name: metric.name, value: metric.value, interaction: metric.name === 'INP' ? (metric.interaction ?? 'other') : null, created_at: now })))
          // CLS and INP are reported again when they grow; the page view keeps
          // one row with the latest value. An id reused for another metric
          // name changes nothing.
          .onConflict((oc) =>
            oc
              .column('id')
              .doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), interaction: eb.ref('excluded.interaction') }))
              .where((eb) => eb('field_metrics.name', '=', eb.ref('excluded.name'))),
          )
          .execute();
      }
      if (batch.errors.length > 0) {
        await trx
          .insertInto('field_errors')
          .values(batch.errors.map((error) => ({ id: randomUUID(), route: error.route, kind: error.kind, created_at: now })))
          .execute();
      }
    });
    this.batchesSincePrune += 1;
    if (this.batchesSincePrune >= this.limits.pruneEvery) {
      this.batchesSincePrune = 0;
      await this.prune(now);
    }
    return { metrics: metrics.length, errors: batch.errors.length };
  }

  /** Deletes rows past the retention period, then the oldest rows beyond maxRows, in both tables. */
  async prune(now = Date.now()): Promise<void> {
    const cutoff = now - this.limits.retentionDays * DAY_MS;
    for (const table of ['field_metrics', 'field_errors'] as const) {
      await this.db.deleteFrom(table).where('created_at', '<', cutoff).execute();
      await this.keepNewest(table);
    }
  }

  /**
   * The row at position maxRows (newest first, ties broken by id) and every
   * older one go. Found with LIMIT/OFFSET on the created_at index, which both
   * SQLite and PostgreSQL run the same way.
   */
  private async keepNewest(table: FieldTable): Promise<void> {
    const first = await this.db
      .selectFrom(table)
      .select(['created_at', 'id'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .offset(this.limits.maxRows)
      .executeTakeFirst();
    if (!first) return;
    await this.db
      .deleteFrom(table)
      .where((eb) => eb.or([eb('created_at', '<', first.created_at), eb.and([eb('created_at', '=', first.created_at), eb('id', '<=', first.id)])]))
      .execute();
  }
}
