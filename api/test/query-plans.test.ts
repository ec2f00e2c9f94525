import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../src/config';
import { hideValuesFromPlanner, sqliteReads, type PreparedReads } from '../src/db/prepared-reads';
import { ProgramCatalog } from '../src/features/programs/program-catalog';
import { UniversityRepository, type UniversityFilter } from '../src/features/universities/repository';
import { appWithDatabase, type AppWithDatabase } from './helpers/app-with-database';

/**
 * The SQLite plans of the uncached list (issue 31): what each query reads is
 * part of its speed, so the plans the repository's texts get are checked
 * here, on the real data set. Which rows come back is checked by
 * university-queries.test.ts; this file checks how they are found.
 */
describe('university list plans on SQLite', () => {
  let handle: AppWithDatabase;
  let plain: SQLite.Database;
  let issued: { text: string; params: readonly unknown[] }[] = [];
  let repository: UniversityRepository;
  /** The repository's reads: once prepared, they run on the copy in memory (prepared-reads.ts). */
  let reads: PreparedReads;

  beforeAll(async () => {
    handle = await appWithDatabase({ name: 'sqlite' });
    const file = path.join(handle.t.dataDir, 'gradatlas.sqlite');
    plain = new SQLite(file, { readonly: true });
    reads = sqliteReads(file);
    const recording: PreparedReads = {
      all(text, params) {
        issued.push({ text, params });
        return reads.all(text, params);
      },
      holdInMemory: (tables) => reads.holdInMemory(tables),
      close: () => reads.close(),
    };
    repository = new UniversityRepository(handle.db.db, recording, 'sqlite', ProgramCatalog.read(loadConfig({}).programsFile));
    await repository.prepare();
  }, 120_000);

  afterAll(async () => {
    plain.close();
    await handle.close();
  });

  beforeEach(() => {
    issued = [];
  });

  type Issued = { text: string; params: readonly unknown[] };
  /** The plan the repository's query gets where it runs: the copy in memory (all() hides the values as it does for every text). */
  const planOf = ({ text, params }: Issued) => (reads.all<{ detail: string }>(`explain query plan ${text}`, params) as { detail: string }[]).map((row) => row.detail);
  const planOnFile = ({ text, params }: Issued) =>
    plain
      .prepare(`explain query plan ${hideValuesFromPlanner(text)}`)
      .all(...params)
      .map((row) => (row as { detail: string }).detail);

  it('reads a page of a tuition band in list order, in one query, without sorting the band', async () => {
    const page = await repository.page('record', { country: 'USA', minTuition: 25001, maxTuition: 35000 }, 1, 6);
    expect(page.items).toHaveLength(6);
    expect(page.total).toBeGreaterThan(6);
    expect(issued).toHaveLength(1);
    const plan = planOf(issued[0]!).join(' | ');
    expect(plan).toContain('universities_country_list_order');
    expect(plan).not.toContain('TEMP B-TREE');
    // The next page of the band knows its total: one query for its keys alone, on the same index.
    issued = [];
    const next = await repository.page('record', { country: 'USA', minTuition: 25001, maxTuition: 35000 }, 2, 6);
    expect(next.total).toBe(page.total);
    expect(issued).toHaveLength(1);
    expect(issued[0]!.text).not.toContain('count(');
    const nextPlan = planOf(issued[0]!).join(' | ');
    expect(nextPlan).toContain('universities_country_list_order');
    expect(nextPlan).not.toContain('TEMP B-TREE');
  });

  it('gives a band without a country the same plan on the list-order index', async () => {
    await repository.page('guest_record', { minTuition: 25001 }, 3, 6);
    expect(issued).toHaveLength(1);
    const plan = planOf(issued[0]!).join(' | ');
    expect(plan).toContain('universities_list_order');
    expect(plan).not.toContain('TEMP B-TREE');
  });

  it('reads the texts from memory once prepared, and from the table, the same bytes, for a university not held there', async () => {
    const filters: UniversityFilter[] = [{ country: 'USA' }, { search: 'new' }, { minTuition: 40000, program: '14' }];
    const unprepared = new UniversityRepository(handle.db.db, sqliteReads(path.join(handle.t.dataDir, 'gradatlas.sqlite')), 'sqlite', ProgramCatalog.read(loadConfig({}).programsFile));
    for (const filter of filters) {
      const fromMemory = await repository.page('record', filter, 1, 6);
      expect(fromMemory.items.length).toBeGreaterThan(0);
      expect(issued.filter(({ text }) => text.includes(' as text'))).toEqual([]);
      const fromTable = await unprepared.page('record', filter, 1, 6);
      expect(fromTable.items.map(({ slug, bytes }) => [slug, bytes.toString()])).toEqual(fromMemory.items.map(({ slug, bytes }) => [slug, bytes.toString()]));
    }
    const searched = await repository.search('guest_record', { search: 'uni' }, 6);
    expect(searched).toHaveLength(6);
    expect(issued.filter(({ text }) => text.includes(' as text'))).toEqual([]);
  });

  it('walks the suggestions of a broad prefix in result order on the order index, from the terms alone', async () => {
    const found = await repository.search('guest_record', { search: 'uni' }, 6);
    expect(found).toHaveLength(6);
    const walk = issued.find(({ text }) => text.includes('order by t.name_start'));
    expect(walk?.text).not.toContain('universities');
    const plan = planOf(walk!).join(' | ');
    expect(plan).toContain('SCAN t USING COVERING INDEX university_search_terms_order');
    expect(plan).not.toContain('TEMP B-TREE');
  });

  it('holds only the university tables in memory, with the plans and rows the file gives', async () => {
    const filters: UniversityFilter[] = [{}, { country: 'USA', minTuition: 25001, maxTuition: 35000 }, { search: 'uni' }, { search: 'new', country: 'Canada' }, { minTuition: 40000, program: '14' }];
    for (const filter of filters) await repository.page('guest_record', filter, 2, 6);
    await repository.search('guest_record', { search: 'uni' }, 6);
    await repository.search('record', { search: 'stanf' }, 6);
    expect(issued.length).toBeGreaterThanOrEqual(filters.length + 2);
    for (const query of issued) {
      expect(planOf(query)).toEqual(planOnFile(query));
      expect(reads.all(query.text, query.params)).toEqual(plain.prepare(hideValuesFromPlanner(query.text)).all(...query.params));
    }
    // Contacts, users and sessions stay in the file alone.
    expect(() => reads.all('select count(*) as n from users', [])).toThrow(/no such table: users/);
  });

  it('finds the same rows with the values hidden from the planner as with them shown', () => {
    const texts = [
      ['select slug from universities where country = ? order by slug limit ? offset ?', ['Canada', 5, 2]],
      ['select slug from universities where tuition_fees_usd >= ? and tuition_fees_usd <= ? order by slug', [20000, 30000]],
      ['select slug from universities where slug in (select value from json_each(?)) order by slug', [JSON.stringify(['stanford-university', 'mcgill-university'])]],
    ] as const;
    for (const [text, params] of texts) {
      const shown = plain.prepare(text).all(...params);
      expect(shown.length).toBeGreaterThan(0);
      expect(plain.prepare(hideValuesFromPlanner(text)).all(...params)).toEqual(shown);
    }
  });
});
