import fs from 'node:fs';
import path from 'node:path';
import { readCsv } from '../scripts/lib/csv-rows';
import { DEFAULT_RAW_DATA_DIR } from '../scripts/lib/raw-data-dir';
import { databaseTargets } from './helpers/databases';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

// The flags are checked against the DHS file itself, read here: the raw data
// live beside the repository (GRADATLAS_DATA_DIR, by default ../shared/data),
// so without them these checks show as skipped.
const RAW = process.env.GRADATLAS_DATA_DIR?.trim() || DEFAULT_RAW_DATA_DIR;
const DHS_FILE = path.join(RAW, 'stem', 'dhs-stem-designated-degree-programs-2024.csv');
const describeWithRawData = fs.existsSync(DHS_FILE) ? describe : describe.skip;

type Row = [string, string, number | null, number | null];
const programFile = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'programs.json'), 'utf8')) as { universities: Record<string, Row[]> };
/** Programmes some US university awarded a degree in (master's, doctoral or professional) in 2021-22 or 2022-23, from the data file. */
const awardedProgrammes = [
  ...new Set(
    Object.values(programFile.universities).flatMap((rows) => rows.filter(([, level, awards, previous]) => level !== 'certificate' && (awards ?? 0) + (previous ?? 0) > 0).map(([code]) => code)),
  ),
];

/** A sample across the list: large research universities, a business school, an arts school, a health school. */
const SAMPLE = ['stanford-university', 'massachusetts-institute-of-technology', 'university-of-michigan-ann-arbor', 'northeastern-university', 'babson-college', 'pratt-institute', 'a-t-still-university-of-health-sciences'];

interface Program {
  code: string;
  level: string;
  stem?: boolean;
}

describeWithRawData.each(databaseTargets())('the DHS STEM list on programmes, checked against the DHS file ($name)', (target) => {
  let t: TestApp;
  let token: string;
  let dhs: Set<string>;
  beforeAll(async () => {
    dhs = new Set(readCsv(DHS_FILE).map((row) => row.cip_code!));
    t = await createTestApp(target);
    token = (await t.signIn()).accessToken;
  });
  afterAll(() => t.close());

  const countUnder = (group: string) => {
    if (group.length === 7) return { listed: dhs.has(group) ? 1 : 0, of: 1 };
    const under = awardedProgrammes.filter((code) => code.startsWith(group.length === 2 ? `${group}.` : group));
    return { listed: under.filter((code) => dhs.has(code)).length, of: under.length };
  };

  it('reads the July 2024 list: 466 codes, with the spot checks of SOURCES.md', () => {
    expect(dhs.size).toBe(466);
    for (const code of ['11.0701', '52.1301', '45.0603', '30.7001']) expect(dhs.has(code)).toBe(true);
    for (const code of ['52.0201', '45.0601']) expect(dhs.has(code)).toBe(false);
  });

  it.each(SAMPLE)('flags every programme row of %s exactly when its code is on the DHS file, for guests and signed-in students alike', async (slug) => {
    const guest = (await t.app.inject({ url: `/api/public/universities/slug/${slug}` })).json<{ programs: Program[] }>();
    const member = (await t.app.inject({ url: `/api/universities/slug/${slug}`, headers: bearer(token) })).json<{ programs: Program[] }>();
    expect(guest.programs.length).toBe(programFile.universities[slug]!.length);
    for (const program of guest.programs) expect([program.code, program.stem]).toEqual([program.code, dhs.has(program.code)]);
    expect(member.programs).toEqual(guest.programs);
  });

  it("gives Stanford's programmes on and off the list", async () => {
    const stanford = (await t.app.inject({ url: '/api/public/universities/slug/stanford-university' })).json<{ programs: Program[] }>();
    expect(stanford.programs.find((p) => p.code === '11.0701' && p.level === 'masters')?.stem).toBe(true);
    expect(stanford.programs.find((p) => p.code === '52.0201')?.stem).toBe(false);
  });

  it.each([
    ['computer science', '11'],
    ['mechanical engineering', '14.19'],
    ['economics', '45.06'],
    ['business administration', '52.02'],
  ])('says for the suggestion "%s" (%s) how many of the programmes US universities award under it are on the list', async (query, code) => {
    const { data } = (await t.app.inject({ url: `/api/public/programs/suggestions?query=${encodeURIComponent(query)}` })).json<{ data: { code: string; covers: string; stem?: object }[] }>();
    expect(data[0]?.code).toBe(code);
    for (const suggestion of data) expect([suggestion.code, suggestion.stem]).toEqual([suggestion.code, countUnder(suggestion.code)]);
    // The words and the count speak of the same programmes: "All 27 programmes under ..." beside 26 of 27 on the list.
    for (const suggestion of data) {
      const counted = /^All (\d+) programmes/.exec(suggestion.covers)?.[1] ?? (suggestion.covers.startsWith('Both') ? '2' : null);
      if (counted) expect([suggestion.code, (suggestion.stem as { of: number }).of]).toEqual([suggestion.code, Number(counted)]);
    }
  });

  it('offers with stem=true only codes with at least one programme on the list, and refuses a stem that is not a yes or no', async () => {
    const all = (await t.app.inject({ url: '/api/public/programs/suggestions?query=economics' })).json<{ data: { code: string }[] }>().data;
    const stem = (await t.app.inject({ url: '/api/public/programs/suggestions?query=economics&stem=true' })).json<{ data: { code: string; stem: { listed: number } }[] }>().data;
    expect(all.map((s) => s.code)).toContain('45.0601');
    expect(stem.map((s) => s.code)).toContain('45.0603');
    expect(stem.map((s) => s.code)).not.toContain('45.0601');
    for (const suggestion of stem) expect(countUnder(suggestion.code).listed).toBeGreaterThan(0);
    const business = (await t.app.inject({ url: '/api/public/programs/suggestions?query=business%20administration&stem=true' })).json<{ data: { code: string }[] }>().data;
    expect(business.map((s) => s.code)).not.toContain('52.02');
    const bad = await t.app.inject({ url: '/api/public/programs/suggestions?query=economics&stem=perhaps' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch('stem');
  });

  it("counts with stem=true only the awards under codes on the DHS file (business master's: Michigan's 52.02 off, its 52.13 on)", async () => {
    const inFile = (slug: string, family: string, stemOnly: boolean) =>
      (programFile.universities[slug] ?? [])
        .filter(([code, level, awards, previous]) => code.startsWith(`${family}.`) && level === 'masters' && (awards ?? 0) + (previous ?? 0) > 0 && (!stemOnly || dhs.has(code)))
        .reduce((sum, [, , awards]) => sum + (awards ?? 0), 0);
    const slugs = 'stanford-university,university-of-michigan-ann-arbor,babson-college';
    const all = (await t.app.inject({ url: `/api/public/programs/awards?program=52&level=masters&slugs=${slugs}` })).json();
    const stem = (await t.app.inject({ url: `/api/public/programs/awards?program=52&level=masters&stem=true&slugs=${slugs}` })).json();
    for (const slug of slugs.split(',')) {
      expect(all.awards[slug] ?? 0).toBe(inFile(slug, '52', false));
      expect(stem.awards[slug] ?? 0).toBe(inFile(slug, '52', true));
    }
    expect(stem.awards['university-of-michigan-ann-arbor']).toBeGreaterThan(0);
    expect(stem.awards['university-of-michigan-ann-arbor']).toBeLessThan(all.awards['university-of-michigan-ann-arbor']);
    expect(stem.stem).toEqual(countUnder('52'));
    expect([all.stemOnly, stem.stemOnly]).toEqual([false, true]);
  });

  it('lists with stem=true only universities awarding a programme on the list under the chosen code, counting only those awards', async () => {
    const listed = async (query: string) => {
      const awards: Record<string, number> = {};
      for (let page = 1; ; page += 1) {
        const body = (await t.app.inject({ url: `/api/public/universities?${query}&limit=50&page=${page}` })).json();
        Object.assign(awards, body.program?.awards ?? Object.fromEntries(body.data.map((u: { slug: string }) => [u.slug, -1])));
        if (!body.pagination.hasNextPage) return awards;
      }
    };
    const inFile = (slug: string) =>
      (programFile.universities[slug] ?? []).filter(([code, level, awards, previous]) => code.startsWith('52.') && level === 'masters' && (awards ?? 0) + (previous ?? 0) > 0 && dhs.has(code));
    const all = await listed('program=52&level=masters');
    const stem = await listed('program=52&level=masters&stem=true');
    expect(Object.keys(stem).length).toBeGreaterThan(50);
    expect(Object.keys(stem).length).toBeLessThan(Object.keys(all).length);
    for (const [slug, awards] of Object.entries(stem)) {
      expect(inFile(slug).length).toBeGreaterThan(0);
      expect(awards).toBe(inFile(slug).reduce((sum, [, , latest]) => sum + (latest ?? 0), 0));
    }
    expect(Object.keys(stem)).toContain('university-of-michigan-ann-arbor');
    const bad = await t.app.inject({ url: '/api/public/universities?program=52&stem=false' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch('stem');
  });

  it("gives compare's programme row and the filtered list's the chosen code's standing", async () => {
    const compare = (await t.app.inject({ url: '/api/public/universities/compare?slugs=stanford-university,mit&program=52.1301' })).json();
    expect(compare.program.stem).toEqual({ listed: 1, of: 1 });
    const list = (await t.app.inject({ url: '/api/public/universities?program=45.06&level=doctoral' })).json();
    expect(list.program.stem).toEqual(countUnder('45.06'));
    const offList = (await t.app.inject({ url: '/api/universities/compare?slugs=stanford-university&program=52.0201', headers: bearer(token) })).json();
    expect(offList.program.stem).toEqual({ listed: 0, of: 1 });
  });
});
