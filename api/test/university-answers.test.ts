import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { UniversityRecord } from '@gradatlas/shared/contracts';
import { openDatabase } from '../src/db/connection';
import type { UniversitiesTable } from '../src/db/schema';
import { catalogOf, emptyProgramFile, ProgramCatalog, type ProgramRow } from '../src/features/programs/program-catalog';
import { readDataset, withAdmittedProfiles } from '../src/features/universities/dataset';
import { guestOf } from '../src/features/universities/guest-summary';
import { loadUniversities, storedVersion, toRows } from '../src/features/universities/load-universities';
import { appWithDatabase, type AppWithDatabase } from './helpers/app-with-database';
import { databaseTargets } from './helpers/databases';

const API_ROOT = path.join(__dirname, '..');
// As the API serves it: the data file's records with what admits posted (app.ts).
const dataset = withAdmittedProfiles(readDataset(path.join(API_ROOT, 'data', 'universities.json')))!;
const programsFile = path.join(API_ROOT, 'data', 'programs.json');
const programs = ProgramCatalog.read(programsFile);
type FileRow = [code: string, level: string, awards: number | null, previous: number | null];
const programFile = JSON.parse(fs.readFileSync(programsFile, 'utf8')) as { universities: Record<string, FileRow[]>; stem: { codes: string[] } };
const stemCodes = new Set(programFile.stem.codes);
/**
 * Read from the file itself, not through the API's code: slug → awards in
 * the latest year under the code (any when absent) at the levels (any degree
 * level when absent), counting only DHS-listed codes when asked, for the
 * universities that awarded one in either year.
 */
function awardsInFile(code: string | undefined, level?: string, stemOnly = false): Map<string, number> {
  const counts = (programme: string, rowLevel: string) =>
    (code === undefined || programme === code || programme.startsWith(`${code}${code.length === 2 ? '.' : ''}`)) &&
    (level === undefined ? ['masters', 'doctoral', 'professional'].includes(rowLevel) : rowLevel === level) &&
    (!stemOnly || stemCodes.has(programme));
  const found = new Map<string, number>();
  for (const [slug, rows] of Object.entries(programFile.universities)) {
    const kept = rows.filter(([programme, rowLevel, awards, previous]) => counts(programme, rowLevel) && (awards ?? 0) + (previous ?? 0) > 0);
    if (kept.length > 0) found.set(slug, kept.reduce((sum, [, , awards]) => sum + (awards ?? 0), 0));
  }
  return found;
}
const records = new Map(dataset.universities.map((record) => [record.slug as string, record]));
const recordOf = (slug: string) => records.get(slug)!;
/** A record's fields the contract names (the data file carries a few more, such as unitid, which no answer sends). */
const inContract = (record: object) => Object.fromEntries(Object.entries(record).filter(([key]) => key in UniversityRecord.properties));

describe.each(databaseTargets())('university answers of the real data set ($name)', (target) => {
  let env: AppWithDatabase;
  let auth: Record<string, string>;
  const get = async <T>(url: string, headers: Record<string, string> = {}): Promise<T> => {
    const response = await env.t.app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  beforeAll(async () => {
    env = await appWithDatabase(target, { env: { ANSWER_CACHE_BYTES: '0' } });
    auth = { authorization: `Bearer ${(await env.t.signIn()).accessToken}` };
  });
  afterAll(() => env.close());

  it("gives a university's detail as the data set holds it: the whole record signed in, its guest view to a guest", async () => {
    for (const slug of ['stanford-university', 'university-of-toronto', 'wichita-state-university']) {
      const record = recordOf(slug);
      const full = await get<{ university: UniversityRecord; programs: unknown }>(`/api/universities/slug/${slug}`, auth);
      expect(full.university).toEqual(inContract(record));
      expect(full.programs).toEqual(programs.programsFrom((programFile.universities[slug] as ProgramRow[] | undefined) ?? null));
      expect((await get<{ university: unknown }>(`/api/public/universities/slug/${slug}`)).university).toEqual(guestOf(record));
    }
  });

  it('gives every filtered page as the whole list in its order, filtered', async () => {
    // The list in its own order, unfiltered: every filtered page must be this list filtered.
    const order: string[] = [];
    for (let page = 1; ; page += 1) {
      const body = await get<{ data: { slug: string }[]; pagination: { hasNextPage: boolean } }>(`/api/universities?limit=50&page=${page}`, auth);
      order.push(...body.data.map((university) => university.slug));
      if (!body.pagination.hasNextPage) break;
    }
    expect(order).toHaveLength(dataset.universities.length);
    expect(new Set(order).size).toBe(order.length);
    const awarding = (code: string | undefined, level?: string, stemOnly = false) => {
      const found = awardsInFile(code, level, stemOnly);
      return (r: UniversityRecord) => found.has(r.slug as string);
    };
    const banded = (r: UniversityRecord, min: number, max: number) => r.tuitionFeesUsd !== null && r.tuitionFeesUsd >= min && r.tuitionFeesUsd <= max && r.category !== 'Unknown';
    const filters: [string, (record: UniversityRecord) => boolean][] = [
      ['country=USA', (r) => r.country === 'USA'],
      ['country=Canada', (r) => r.country === 'Canada'],
      ['minTuition=40000', (r) => banded(r, 40000, Infinity)],
      ['country=USA&minTuition=25001&maxTuition=35000', (r) => r.country === 'USA' && banded(r, 25001, 35000)],
      ['country=Canada&maxTuition=20000', (r) => r.country === 'Canada' && banded(r, 0, 20000)],
      ['program=14', awarding('14')],
      ['program=11.07&level=masters', awarding('11.07', 'masters')],
      ['program=11.0701&level=doctoral&country=USA', awarding('11.0701', 'doctoral')],
      ['level=doctoral', awarding(undefined, 'doctoral')],
      ['program=52&stem=true', awarding('52', undefined, true)],
      ['stem=true&maxTuition=35000', (r) => awarding(undefined, undefined, true)(r) && banded(r, 0, 35000)],
      ['program=99', () => false],
    ];
    for (const [query, keep] of filters) {
      const expected = order.filter((slug) => keep(recordOf(slug)));
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 20) + 1; page += 1) {
        const body = await get<{ data: { slug: string }[]; pagination: { total: number } }>(`/api/universities?${query}&limit=20&page=${page}`, auth);
        expect({ query, total: body.pagination.total }).toEqual({ query, total: expected.length });
        seen.push(...body.data.map((university) => university.slug));
      }
      expect({ query, seen }).toEqual({ query, seen: expected });
    }
  }, 120_000);

  it("says what each university on a programme's page awarded, as the file says", async () => {
    for (const [code, level, stem] of [['11.07', 'masters', false], ['52', undefined, true], ['14.19', 'doctoral', false]] as const) {
      const inFile = awardsInFile(code, level, stem);
      const query = `program=${code}${level ? `&level=${level}` : ''}${stem ? '&stem=true' : ''}&limit=50`;
      const body = await get<{ data: { slug: string }[]; program: { awards: Record<string, number> } }>(`/api/universities?${query}`, auth);
      expect(body.data.length).toBeGreaterThan(0);
      expect({ query, awards: body.program.awards }).toEqual({ query, awards: Object.fromEntries(body.data.map(({ slug }) => [slug, inFile.get(slug)])) });
    }
  });
});

describe('the stored rows follow the code that writes them', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-rows-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const small = { ...dataset, universities: dataset.universities.slice(0, 5) };

  it('reloads the rows when a record changes though the data-set version does not, and not otherwise', async () => {
    const handle = await openDatabase({ dataDir });
    try {
      expect(await loadUniversities(handle.db, small)).toBe(true);
      expect(await loadUniversities(handle.db, small)).toBe(false);
      const changed = { ...small, universities: [{ ...small.universities[0]!, summary: 'Written anew.' }, ...small.universities.slice(1)] };
      expect(await loadUniversities(handle.db, changed)).toBe(true);
      const row = await handle.db.selectFrom('universities').select('record').where('slug', '=', changed.universities[0]!.slug as string).executeTakeFirstOrThrow();
      expect(JSON.parse(row.record).summary).toBe('Written anew.');
    } finally {
      await handle.close();
    }
  });

  it('reloads who awards what when the programme file changes though the data set does not', async () => {
    const handle = await openDatabase({ dataDir });
    const slug = small.universities[0]!.slug as string;
    const awarding = (awards: number) => ({ filterRows: (of: string) => (of === slug ? [{ slug, code: '11.0701', level: 'masters', awards, stem: 1 }] : []), listOf: () => undefined, catalog: catalogOf(emptyProgramFile()) });
    // Sorted here, byte by byte: a database's collation may place "*" elsewhere.
    const csMasters = async () =>
      (await handle.db.selectFrom('university_awards').select(['code', 'awards']).where('slug', '=', slug).where('level', '=', 'masters').execute()).sort((a, b) =>
        a.code < b.code ? -1 : 1,
      );
    try {
      expect(await loadUniversities(handle.db, small, new Map(), awarding(40))).toBe(true);
      expect(await loadUniversities(handle.db, small, new Map(), awarding(40))).toBe(false);
      expect(await loadUniversities(handle.db, small, new Map(), awarding(55))).toBe(true);
      // The programme, its series, its family and "any programme", each with the new count.
      expect(await csMasters()).toEqual([
        { code: '*', awards: 55 },
        { code: '11', awards: 55 },
        { code: '11.07', awards: 55 },
        { code: '11.0701', awards: 55 },
      ]);
    } finally {
      await handle.close();
    }
  });

  it("reloads a detail's programme list and the programme catalog when only they change", async () => {
    const handle = await openDatabase({ dataDir });
    const slug = small.universities[0]!.slug as string;
    const file = (title: string, awards: number) => {
      const programFile = { ...emptyProgramFile(), titles: { '11.0701': title }, universities: { [slug]: [['11.0701', 'masters', awards, null]] as ProgramRow[] } };
      return { filterRows: () => [], listOf: (of: string) => programFile.universities[of], catalog: catalogOf(programFile) };
    };
    try {
      expect(await loadUniversities(handle.db, small, new Map(), file('Computer Science', 40))).toBe(true);
      expect(await loadUniversities(handle.db, small, new Map(), file('Computer Science', 40))).toBe(false);
      expect(await loadUniversities(handle.db, small, new Map(), file('Computer Science', 55))).toBe(true);
      const list = await handle.db.selectFrom('university_programme_lists').select('programmes').where('slug', '=', slug).executeTakeFirstOrThrow();
      expect(JSON.parse(list.programmes)).toEqual([['11.0701', 'masters', 55, null]]);
      expect(await loadUniversities(handle.db, small, new Map(), file('Computer Science, General', 55))).toBe(true);
      expect((await ProgramCatalog.stored(handle.db)).title('11.0701')).toBe('Computer Science, General');
    } finally {
      await handle.close();
    }
  });

  it('fills a column a migration adds to an existing database, with no step to remember', async () => {
    const handle = await openDatabase({ dataDir });
    try {
      // The database as an older release left it: no acceptance_rate column,
      // rows written by that release's code, its version stored.
      await sql`alter table universities drop column acceptance_rate`.execute(handle.db);
      const olderRows = (rows: UniversitiesTable[]) => rows.map(({ acceptance_rate: _dropped, ...rest }) => rest);
      const older = olderRows(toRows(small.universities));
      await handle.db.insertInto('universities').values(older as UniversitiesTable[]).execute();
      await handle.db
        .insertInto('meta')
        .values({ key: 'universities_version', value: storedVersion(small.version, [older]) })
        .execute();
      // The migration adds the column: every existing row has it empty.
      await sql`alter table universities add column acceptance_rate double precision`.execute(handle.db);
      // This release's start loads the data set again because its rows differ, and fills the column.
      expect(await loadUniversities(handle.db, small)).toBe(true);
      const rows = await handle.db.selectFrom('universities').select(['slug', 'acceptance_rate']).execute();
      expect(rows).toHaveLength(small.universities.length);
      for (const row of rows) expect(row.acceptance_rate).toBe(recordOf(row.slug).acceptanceRate);
      expect(rows.some((row) => row.acceptance_rate !== null)).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
