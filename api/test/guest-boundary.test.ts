import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { GuestUniversity, UniversityRecord } from '@gradatlas/shared/contracts';
import type { ProgramAwards } from '../src/features/programs/program-awards';
import { ProgramCatalog } from '../src/features/programs/program-catalog';
import { toRow } from '../src/features/universities/load-universities';
import { universityRoutes } from '../src/features/universities/routes';
import type { UniversityRepository } from '../src/features/universities/repository';
import { databaseTargets } from './helpers/databases';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 21: the guest data boundary. Every public answer (list, search,
 * detail, compare) is written by its route's response schema, the guest
 * contract, so a field outside it never leaves, whatever the repository
 * hands the route; and the guest summary says nothing a signed-in field holds.
 */
const GUEST_KEYS = new Set(Object.keys(GuestUniversity.properties));
const PUBLIC_ROUTES = [
  '/api/public/universities?page=1&limit=6',
  '/api/public/universities/search?query=stanford',
  '/api/public/universities/slug/stanford-university',
  '/api/public/universities/compare?slugs=stanford-university,massachusetts-institute-of-technology',
];

/** The university objects of a public answer, wherever the answer keeps them. */
function universitiesIn(body: Record<string, unknown>): Record<string, unknown>[] {
  const found = [body.data, body.universities, body.university ? [body.university] : undefined].find(Array.isArray);
  return (found ?? []) as Record<string, unknown>[];
}

const outsideContract = (university: Record<string, unknown>) => Object.keys(university).filter((key) => !GUEST_KEYS.has(key));

describe('public answers are written by the guest schema', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // A repository that hands the routes far more than a guest may see: a
    // signed-in figure, a ranking, a stray internal column.
    const leaky = {
      name: 'Stanford University', slug: 'stanford-university', city: 'Stanford', state: 'CA', country: 'USA',
      tuitionFees: 60000, livingExpenses: 20000, currency: 'USD', tuitionFeesUsd: 60000, livingExpensesUsd: 20000,
      category: 'Premium', summary: 'A university.',
      acceptanceRate: 4, qsRank: '6', averageGRE: 330, record: '{"secret":true}', client_ip: '10.0.0.1',
    };
    const repository = {
      page: async () => ({ items: [leaky], total: 1 }),
      search: async () => [leaky],
      bySlugs: async (_view: string, slugs: string[]) => new Map(slugs.map((slug) => [slug, leaky])),
      programmeList: async () => null,
    } as unknown as UniversityRepository;
    app = Fastify();
    universityRoutes(app, { universities: repository, programs: ProgramCatalog.empty(), awards: {} as ProgramAwards, authenticate: async () => undefined, answerCacheBytes: 0 });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(PUBLIC_ROUTES)('%s carries no field outside the guest contract', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    const universities = universitiesIn(response.json());
    expect(universities.length).toBeGreaterThan(0);
    for (const university of universities) expect(outsideContract(university)).toEqual([]);
    expect(response.body).not.toMatch(/acceptanceRate|qsRank|averageGRE|secret|10\.0\.0\.1/);
  });

  it('stores for a guest only the guest fields of a whole record', () => {
    const record = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'universities.json'), 'utf8')).universities[0];
    const guest = JSON.parse(toRow({ ...record, client_ip: '10.0.0.1' }, 0).guest_record as string) as Record<string, unknown>;
    expect(Object.keys(guest)).toEqual([...GUEST_KEYS]);
    expect(guest.slug).toBe(record.slug);
  });
});

/** A signed-in field's value as the guest text could write it: "4%", "#6", "3,647", the text itself. */
function writtenForms(field: string, value: unknown): string[] {
  if (typeof value === 'string') return value.length >= 4 ? [value] : /Rank$/.test(field) ? [`#${value}`] : [];
  if (typeof value !== 'number') return [];
  const forms = [`${Number(value.toFixed(1))}%`, `${Math.round(value)}%`].filter(() => /Percent|Rate|percent/.test(field));
  if (Math.abs(value) >= 1000) forms.push(Math.round(value).toLocaleString('en-US'));
  return forms;
}

/** Fields a guest answer may speak of: the guest contract's, and the kind of institution (issue 21). */
const SPEAKABLE = new Set([...GUEST_KEYS, 'universityType', 'tuitionFeesLabel', 'livingExpensesLabel']);
// Kept apart from the text checks: lists, per-field notes and slugs of the record.
const NOT_TEXT = new Set(['pros', 'cons', 'faqs', 'estimatedFields', 'estimateNote', 'sources', 'fieldSources', 'formerSlugs']);
const SIGNED_IN_FIELDS = Object.keys(UniversityRecord.properties).filter((key) => !SPEAKABLE.has(key) && !NOT_TEXT.has(key));

interface DatasetRecord extends Record<string, unknown> {
  slug: string;
}
const dataset = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'universities.json'), 'utf8')) as { universities: DatasetRecord[] };
const bySlug = new Map(dataset.universities.map((record) => [record.slug, record]));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `form` as a whole figure or phrase: "3,248" is not in "$23,248". */
const appearsIn = (text: string, form: string) => new RegExp(`(?<![\\w$,.#])${escapeRegExp(form)}(?![\\w,]|\\.\\d)`).test(text);

/** What of `record`'s signed-in values the guest text gives away. */
function leakedValues(text: string, record: DatasetRecord, guest: Record<string, unknown>): string[] {
  const guestValues = new Set(Object.values(guest).map(String));
  return SIGNED_IN_FIELDS.flatMap((field) =>
    writtenForms(field, record[field])
      .filter((form) => !guestValues.has(form) && !Object.values(guest).some((v) => typeof v === 'number' && Math.round(v).toLocaleString('en-US') === form))
      .filter((form) => appearsIn(text, form))
      .map((form) => `${field}: "${form}"`),
  );
}

describe.each(databaseTargets())('guest answers of the real data set ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('no public answer of any university carries a field outside the guest contract, and no guest summary a signed-in value', async () => {
    const problems: string[] = [];
    const check = (where: string, university: Record<string, unknown>) => {
      for (const key of outsideContract(university)) problems.push(`${where}: ${String(university.slug)} carries ${key}`);
      const record = bySlug.get(String(university.slug));
      if (!record) return;
      for (const leak of leakedValues(JSON.stringify(university), record, university)) problems.push(`${where}: ${String(university.slug)} gives away ${leak}`);
      const ownWords = String(university.summary).replace(String(university.name), '');
      if (/admitted|ranked|Carnegie|graduate students \(/i.test(ownWords)) problems.push(`${where}: ${String(university.slug)} summary: ${String(university.summary)}`);
    };
    let seen = 0;
    for (let page = 1; ; page += 1) {
      const body = (await t.app.inject({ url: `/api/public/universities?page=${page}&limit=50` })).json<{ data: Record<string, unknown>[]; pagination: { hasNextPage: boolean } }>();
      body.data.forEach((university) => check('list', university));
      seen += body.data.length;
      if (!body.pagination.hasNextPage) break;
    }
    expect(seen).toBe(dataset.universities.length);
    for (const url of PUBLIC_ROUTES.slice(1)) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      universitiesIn(response.json()).forEach((university) => check(url, university));
    }
    expect(problems.slice(0, 20)).toEqual([]);
  }, 60_000);
});
