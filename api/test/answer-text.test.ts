import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  GuestUniversityDetail,
  GuestUniversityList,
  GuestUniversitySearch,
  UniversityDetail,
  UniversityList,
  UniversityRecord,
  UniversitySearch,
} from '@gradatlas/shared/contracts';
import { openDatabase } from '../src/db/connection';
import { ProgramCatalog } from '../src/features/programs/program-catalog';
import { guestText, recordText } from '../src/features/universities/answer-text';
import { readDataset, recordProblem } from '../src/features/universities/dataset';
import { guestOf } from '../src/features/universities/guest-summary';
import { loadUniversities } from '../src/features/universities/load-universities';
import { appWithDatabase, type AppWithDatabase } from './helpers/app-with-database';
import { databaseTargets } from './helpers/databases';

/**
 * University answers join texts stored when the data set is loaded
 * (answer-text.ts). These tests hold every answer equal, byte for byte, to
 * what the route's response schema writes for the same objects (a Fastify app
 * with the same schemas, serialising objects as the routes did before), for
 * every university of the real data set, on SQLite and PostgreSQL.
 */
const API_ROOT = path.join(__dirname, '..');
const dataset = readDataset(path.join(API_ROOT, 'data', 'universities.json'))!;
const programs = ProgramCatalog.read(path.join(API_ROOT, 'data', 'programs.json'));
const records = new Map(dataset.universities.map((record) => [record.slug as string, record]));
const recordOf = (slug: string) => records.get(slug)!;
/** A record's fields the contract names (the data file carries a few more, such as unitid, which no answer ever sent). */
const inContract = (record: object) => Object.fromEntries(Object.entries(record).filter(([key]) => key in UniversityRecord.properties));

/** The routes' 200 schemas, serialising whatever object they are given: the oracle. */
async function schemaWriter(): Promise<FastifyInstance> {
  const app = Fastify();
  const schemas = { GuestUniversityDetail, UniversityDetail, GuestUniversityList, UniversityList, GuestUniversitySearch, UniversitySearch };
  for (const [name, schema] of Object.entries(schemas)) {
    app.post(`/${name}`, { schema: { response: { 200: schema } } }, async (request) => request.body);
  }
  await app.ready();
  return app;
}

describe.each(databaseTargets())('answers joined from stored texts ($name)', (target) => {
  let env: AppWithDatabase;
  let writer: FastifyInstance;
  let auth: Record<string, string>;
  const write = async (schema: string, body: unknown) => (await writer.inject({ method: 'POST', url: `/${schema}`, payload: body as object })).body;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await env.t.app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    env = await appWithDatabase(target, { env: { ANSWER_CACHE_BYTES: '0' } });
    writer = await schemaWriter();
    auth = { authorization: `Bearer ${(await env.t.signIn()).accessToken}` };
  });
  afterAll(async () => {
    await writer.close();
    await env.close();
  });

  it("stores for every university the texts its contracts write, and the record reads back as it was loaded (the contract's fields)", async () => {
    const rows = await env.db.db.selectFrom('universities').select(['slug', 'record', 'guest_record']).execute();
    expect(rows).toHaveLength(dataset.universities.length);
    for (const row of rows) {
      const record = recordOf(row.slug);
      expect(row.record).toBe(recordText(record));
      expect(row.guest_record).toBe(guestText(guestOf(record)));
      expect(JSON.parse(row.record)).toEqual(inContract(record));
    }
  });

  it("gives every university's detail, guest and signed in, exactly as the detail schemas write it", async () => {
    for (const [slug, record] of records) {
      const details = programs.detailOf(slug);
      expect(await get(`/api/public/universities/slug/${slug}`)).toBe(await write('GuestUniversityDetail', { university: guestOf(record), ...details }));
      expect(await get(`/api/universities/slug/${slug}`, auth)).toBe(await write('UniversityDetail', { university: record, ...details }));
    }
  }, 120_000);

  it('gives every page of the lists, a programme-filtered page and a search exactly as the list and search schemas write them', async () => {
    const urls = ['?limit=50&page=PAGE', '?limit=50&page=PAGE&program=11&level=masters', '?limit=50&page=PAGE&search=new'];
    for (const query of urls) {
      for (let page = 1; ; page += 1) {
        const url = query.replace('PAGE', String(page));
        const guest = await get(`/api/public/universities${url}`);
        const full = await get(`/api/universities${url}`, auth);
        const { data, ...rest } = JSON.parse(full) as { data: { slug: string }[]; pagination: { hasNextPage: boolean } };
        const slugs = data.map((university) => university.slug);
        expect(full).toBe(await write('UniversityList', { data: slugs.map(recordOf), ...rest }));
        expect(guest).toBe(await write('GuestUniversityList', { data: slugs.map((slug) => guestOf(recordOf(slug))), ...rest }));
        if (!rest.pagination.hasNextPage) break;
      }
    }
    for (const text of ['uni', 'stanford', 'zzzz']) {
      const full = JSON.parse(await get(`/api/universities/search?query=${text}`, auth)) as { data: { slug: string }[] };
      const slugs = full.data.map((university) => university.slug);
      expect(await get(`/api/universities/search?query=${text}`, auth)).toBe(await write('UniversitySearch', { data: slugs.map(recordOf) }));
      expect(await get(`/api/public/universities/search?query=${text}`)).toBe(await write('GuestUniversitySearch', { data: slugs.map((slug) => guestOf(recordOf(slug))) }));
    }
  }, 120_000);

  it('answers every filter the same way, each statement prepared once and reused with other values', async () => {
    // The list in its own order, unfiltered: every filtered page must be this list filtered.
    const order: string[] = [];
    for (let page = 1; ; page += 1) {
      const body = JSON.parse(await get(`/api/universities?limit=50&page=${page}`, auth)) as { data: { slug: string }[]; pagination: { hasNextPage: boolean } };
      order.push(...body.data.map((university) => university.slug));
      if (!body.pagination.hasNextPage) break;
    }
    expect(order).toHaveLength(dataset.universities.length);
    const awarding = programs.awardsUnder('14', undefined);
    const filters: [string, (record: UniversityRecord) => boolean][] = [
      ['country=USA', (r) => r.country === 'USA'],
      ['country=Canada', (r) => r.country === 'Canada'],
      ['minTuition=40000', (r) => r.tuitionFeesUsd !== null && r.tuitionFeesUsd >= 40000 && r.category !== 'Unknown'],
      ['country=USA&minTuition=25001&maxTuition=35000', (r) => r.country === 'USA' && r.tuitionFeesUsd !== null && r.tuitionFeesUsd >= 25001 && r.tuitionFeesUsd <= 35000 && r.category !== 'Unknown'],
      ['country=Canada&maxTuition=20000', (r) => r.country === 'Canada' && r.tuitionFeesUsd !== null && r.tuitionFeesUsd <= 20000 && r.category !== 'Unknown'],
      ['program=14', (r) => awarding.has(r.slug as string)],
    ];
    // Twice round, pages of different filters interleaved, so each shape's statement runs with other values in between.
    for (let round = 0; round < 2; round += 1) {
      for (const [query, keep] of filters) {
        const expected = order.filter((slug) => keep(recordOf(slug)));
        const seen: string[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / 20) + 1; page += 1) {
          const body = JSON.parse(await get(`/api/universities?${query}&limit=20&page=${page}`, auth)) as { data: { slug: string }[]; pagination: { total: number } };
          expect({ query, total: body.pagination.total }).toEqual({ query, total: expected.length });
          seen.push(...body.data.map((university) => university.slug));
        }
        expect({ query, seen }).toEqual({ query, seen: expected });
      }
    }
  }, 120_000);
});

describe('stored texts follow the contracts', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-answer-text-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('reloads the rows when a text changes though the data-set version does not, and not otherwise', async () => {
    const handle = await openDatabase({ dataDir });
    try {
      const small = { ...dataset, universities: dataset.universities.slice(0, 3) };
      expect(await loadUniversities(handle.db, small)).toBe(true);
      expect(await loadUniversities(handle.db, small)).toBe(false);
      // The same version with a record written differently (as a changed contract or summary would write it).
      const changed = { ...small, universities: [{ ...small.universities[0]!, summary: 'Written anew.' }, ...small.universities.slice(1)] };
      expect(await loadUniversities(handle.db, changed)).toBe(true);
      const row = await handle.db.selectFrom('universities').select('record').where('slug', '=', changed.universities[0]!.slug as string).executeTakeFirstOrThrow();
      expect(JSON.parse(row.record).summary).toBe('Written anew.');
    } finally {
      await handle.close();
    }
  });

  it('writes a record carrying a field outside the contract without it, and the text still matches the contract', () => {
    const record = dataset.universities[0]!;
    const text = recordText({ ...record, internalNote: 'not for anyone' } as UniversityRecord);
    expect(text).not.toContain('internalNote');
    expect(recordProblem(JSON.parse(text))).toBeNull();
    expect(JSON.parse(text)).toEqual(inContract(record));
  });
});
