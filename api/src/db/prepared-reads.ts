import SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import type { Pool } from 'pg';

/**
 * Read queries of a few fixed shapes, each prepared once and run with its
 * parameters: the university list, search and detail (repository.ts). They
 * bypass Kysely, whose query executor, connection mutex and row handling cost
 * more per request than SQLite takes to answer (npm run profile -w api:
 * kysely's executeQuery was a third of the uncached list's CPU). Every call
 * is still a database query; nothing here keeps rows or answers.
 *
 * Texts use `?` placeholders on both databases; values are always parameters.
 */
export interface PreparedReads {
  /** The rows of `text` run with `params`: at once on SQLite, as a promise on PostgreSQL. */
  all<R>(text: string, params: readonly unknown[]): R[] | Promise<R[]>;
  /**
   * Says these tables are loaded for the life of the process: the
   * universities and their search terms are written only while the API
   * starts (load-universities.ts, search-terms.ts). SQLite then reads them
   * from a copy in memory (sqliteReads); PostgreSQL goes on as before.
   */
  holdInMemory(tables: readonly string[]): void;
  close(): void | Promise<void>;
}

/** Distinct texts kept prepared: a few dozen shapes (which filters are set) are issued. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * SQLite: its own read-only connection, so these reads never queue behind a
 * write transaction on the main connection (WAL lets a reader run beside the
 * writer) and never run inside one. better-sqlite3 is synchronous: the rows
 * come back without a promise.
 */
export function sqliteReads(file: string): PreparedReads {
  let connection = new SQLite(file, { readonly: true, fileMustExist: true });
  connection.pragma('busy_timeout = 5000');
  const statements = new LRUCache<string, SQLite.Statement>({ max: STATEMENT_CACHE_SIZE });
  return {
    all<R>(text: string, params: readonly unknown[]): R[] {
      let statement = statements.get(text);
      if (!statement) {
        statement = connection.prepare(hideValuesFromPlanner(text));
        statements.set(text, statement);
      }
      return statement.all(...params) as R[];
    },
    holdInMemory(tables) {
      const copy = inMemoryCopy(file, tables);
      connection.close();
      connection = copy;
      statements.clear();
    },
    close: () => void connection.close(),
  };
}

/**
 * These tables of the database file, with their indexes, in a database in
 * memory. Every query on the file takes and drops the WAL's read lock, two
 * fcntl system calls that cost more than a page of the list takes to find
 * (`npm run bench:memory -w api`, two runs: a guest page's keys 4.7-5.9 µs
 * from the file, 2.2-2.7 from memory; the "uni" suggestions 6.5-8.1 and
 * 3.7-4.1). Only the tables asked for are
 * copied, so no personal data (contacts, sessions) is held twice. They are
 * read in one transaction, one consistent state of the file, and analysed
 * again, as the file's were after loading (search-terms.ts), so that each
 * query keeps its plan (test/query-plans.test.ts compares them). Then the
 * copy takes no writes (query_only).
 */
function inMemoryCopy(file: string, tables: readonly string[]): SQLite.Database {
  const copy = new SQLite(':memory:');
  try {
    copy.prepare('attach database ? as source').run(file);
    // The table's own text first, then its indexes' (an index on a constraint has no text: the table's makes it).
    const definitions = copy.prepare<[string], { sql: string }>("select sql from source.sqlite_schema where tbl_name = ? and sql is not null order by type = 'table' desc");
    copy.transaction(() => {
      for (const table of tables) {
        const texts = definitions.all(table);
        if (texts.length === 0) throw new Error(`the database has no table ${table} to hold in memory`);
        for (const { sql } of texts) copy.exec(sql);
        copy.exec(`insert into main."${table}" select * from source."${table}"`);
      }
    })();
    copy.exec('detach database source');
    for (const table of tables) copy.exec(`analyze main."${table}"`);
    copy.pragma('query_only = true');
    return copy;
  } catch (error) {
    copy.close();
    throw error;
  }
}

/**
 * Writes each `?` as `+?`. SQLite built with STAT4 (better-sqlite3 is) lets
 * the planner look at a bound value that a LIMIT or an indexed comparison
 * uses, and then marks the statement to be compiled again whenever that
 * parameter is bound: every run of `limit ?` or `country = ?` re-prepared
 * its statement, which tripled its cost (the guest list page: 17-24 µs
 * against 7 µs; api/bench/sqlite-rebind.ts). A unary plus is a no-op on any
 * value (SQLite's docs: it returns its operand unchanged, with no affinity,
 * so the column's affinity still applies), but the planner no longer reads
 * the value, so the statement stays compiled. The plans do not depend on the
 * values: each query is written for one plan (repository.ts).
 */
export function hideValuesFromPlanner(text: string): string {
  return text.replace(/\?/g, '+?');
}

/**
 * PostgreSQL: named prepared statements on the pool's connections (pg
 * prepares a name once per connection and reuses it), placeholders numbered
 * once per text.
 */
export function postgresReads(pool: Pool): PreparedReads {
  const named = new Map<string, { name: string; text: string }>();
  return {
    async all<R>(text: string, params: readonly unknown[]): Promise<R[]> {
      let statement = named.get(text);
      if (!statement) {
        let count = 0;
        statement = { name: `gradatlas_read_${named.size + 1}`, text: text.replace(/\?/g, () => `$${(count += 1)}`) };
        named.set(text, statement);
      }
      const result = await pool.query({ ...statement, values: [...params] });
      return result.rows as R[];
    },
    // Several processes share PostgreSQL and any of them may load a new data set: every read asks the server.
    holdInMemory: () => undefined,
    // The pool is Kysely's: it closes with the database.
    close: () => undefined,
  };
}
