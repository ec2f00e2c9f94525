/**
 * Why db/prepared-reads.ts holds the university tables in memory (not a test):
 * `npm run bench:memory -w api`.
 * Builds the API's SQLite database from the shipped data set (the API itself,
 * started once on a temporary folder), records the queries the repository
 * issues for the benchmark's list, signed-in list and search (bench-support.ts),
 * then runs each, prepared, on the file's read-only connection and on the
 * copy in memory, in turns. Prints the median time per run of each and the
 * ratio. On the file every query takes and drops the WAL's read lock
 * (`strace -c` on the API: two fcntl calls per request). Last, the broad
 * suggestions' query with its key hidden from the planner the old way,
 * (t.term || ''), against SQLite's unary plus (university-sql.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { sqliteReads, type PreparedReads } from '../src/db/prepared-reads';
import { ProgramCatalog } from '../src/features/programs/program-catalog';
import { openDatabase } from '../src/db/connection';
import { UniversityRepository } from '../src/features/universities/repository';
import { median } from './bench-support';

const RUNS = 20_000;
const ROUNDS = 5;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-sqlite-memory-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', ANSWER_CACHE_BYTES: '0' });
    await (await buildApp(config)).close();
    const file = path.join(dataDir, 'gradatlas.sqlite');

    // The texts and values the repository issues (its reads held on the file: holdInMemory does nothing here).
    const database = await openDatabase({ dataDir });
    const onFile = sqliteReads(file);
    const issued: { label: string; text: string; params: readonly unknown[] }[] = [];
    let label = '';
    const recording: PreparedReads = {
      all(text, params) {
        if (label) issued.push({ label, text, params });
        return onFile.all(text, params);
      },
      holdInMemory: () => undefined,
      close: () => undefined,
    };
    const repository = new UniversityRepository(database.db, recording, 'sqlite', ProgramCatalog.read(config.programsFile));
    await repository.prepare();
    const asked: [string, () => Promise<unknown>][] = [
      ['list, guest, page 2 (with its total)', () => repository.page('guest_record', {}, 2, 6)],
      ['list, guest, page 2 (total known)', () => repository.page('guest_record', {}, 2, 6)],
      ['list, US tuition band (total known)', () => repository.page('record', { country: 'USA', minTuition: 25001, maxTuition: 35000 }, 1, 6)],
      ['search "uni" (6)', () => repository.search('guest_record', { search: 'uni' }, 6)],
    ];
    await repository.page('record', { country: 'USA', minTuition: 25001, maxTuition: 35000 }, 1, 6);
    await repository.search('guest_record', { search: 'uni' }, 6);
    for (const [name, ask] of asked) {
      label = name;
      await ask();
    }
    label = '';

    const inMemory = sqliteReads(file);
    inMemory.holdInMemory(['universities', 'university_search_terms']);
    const time = (reads: PreparedReads, text: string, params: readonly unknown[]) => {
      reads.all(text, params);
      const start = process.hrtime.bigint();
      for (let run = 0; run < RUNS; run += 1) reads.all(text, params);
      return Number(process.hrtime.bigint() - start) / RUNS / 1000;
    };
    console.log(`node ${process.version}, ${os.cpus().length} CPUs; median of ${ROUNDS} rounds of ${RUNS} runs, file and memory in turns`);
    console.log('query | on the file µs | in memory µs | memory / file');
    for (const { label: name, text, params } of issued) {
      const file: number[] = [];
      const memory: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        file.push(time(onFile, text, params));
        memory.push(time(inMemory, text, params));
      }
      console.log(`${name} | ${median(file).toFixed(2)} | ${median(memory).toFixed(2)} | ${(median(memory) / median(file)).toFixed(2)}`);
    }
    // The broad suggestions' key hidden from the planner as before (PostgreSQL's form) against SQLite's unary plus, both in memory.
    const walk = issued.find(({ text }) => text.includes('+t.term'));
    if (walk) {
      const concatenated = walk.text.replaceAll('+t.term', "(t.term || '')");
      const plus: number[] = [];
      const concat: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        plus.push(time(inMemory, walk.text, walk.params));
        concat.push(time(inMemory, concatenated, walk.params));
      }
      console.log(`${walk.label}, key hidden | (t.term || '') ${median(concat).toFixed(2)} µs | +t.term ${median(plus).toFixed(2)} µs | ${(median(plus) / median(concat)).toFixed(2)}`);
    }
    onFile.close();
    inMemory.close();
    await database.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
