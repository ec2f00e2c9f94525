/**
 * Why db/prepared-reads.ts writes `+?` (not a test): `npm run bench:rebind -w api`.
 * better-sqlite3's SQLite is built with STAT4, so once a table is analysed the
 * planner reads the bound value of an indexed comparison or a LIMIT, and every
 * new binding of it expires the statement, which SQLite then compiles again
 * on its next run. A unary plus hides the value; the rows are the same.
 * Prints the median time per run of each form on a table shaped like ours.
 */
import SQLite from 'better-sqlite3';
import { hideValuesFromPlanner } from '../src/db/prepared-reads';

const RUNS = 20_000;
const ROUNDS = 5;

const db = new SQLite(':memory:');
db.exec(`create table universities (slug text primary key, country text, rank integer, name text, tuition integer, record text);
  create index by_country_order on universities (country, rank, name, slug, tuition);
  create index by_order on universities (rank, name, slug, tuition);`);
const insert = db.prepare('insert into universities values (?, ?, ?, ?, ?, ?)');
for (let index = 0; index < 1000; index += 1) {
  insert.run(`u-${index}`, index % 10 === 0 ? 'Canada' : 'USA', index, `University ${index}`, 10_000 + ((index * 7919) % 50_000), 'x'.repeat(500));
}
db.exec('analyze');

const queries: [string, string, unknown[]][] = [
  ['page (limit ?, offset ?)', 'select slug, record from universities order by rank, name, slug limit ? offset ?', [6, 6]],
  ['country = ?', 'select slug, record from universities where country = ? order by rank, name, slug limit 6', ['Canada']],
  ['tuition band', 'select slug from universities where country = ? and tuition >= ? and tuition <= ? order by rank, name, slug limit 6', ['USA', 25_000, 35_000]],
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

function microsecondsPerRun(statement: SQLite.Statement, params: unknown[]): number {
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = process.hrtime.bigint();
    for (let run = 0; run < RUNS; run += 1) statement.all(...params);
    rounds.push(Number(process.hrtime.bigint() - start) / RUNS / 1000);
  }
  return median(rounds);
}

console.log(`SQLite ${(db.prepare('select sqlite_version() as v').get() as { v: string }).v}; median of ${ROUNDS} rounds of ${RUNS} runs`);
console.log('query | as written µs | values hidden (+?) µs | ratio');
for (const [label, text, params] of queries) {
  const shown = microsecondsPerRun(db.prepare(text), params);
  const hidden = microsecondsPerRun(db.prepare(hideValuesFromPlanner(text)), params);
  console.log(`${label} | ${shown.toFixed(1)} | ${hidden.toFixed(1)} | ${(shown / hidden).toFixed(2)}`);
}
