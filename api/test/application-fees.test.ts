import fs from 'node:fs';
import path from 'node:path';
import { readCsv } from '../scripts/lib/csv-rows';
import { DEFAULT_RAW_DATA_DIR } from '../scripts/lib/raw-data-dir';
import { databaseTargets } from './helpers/databases';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

// Issue 48, "what applying costs": the shortlist adds up the saved schools'
// graduate application fees. It gets them on its full records
// (applicationFeeMasters, IPEDS IC2022 APPLFEEG); this checks every record's
// fee against the IPEDS file, and that the shortlist's answer carries it.
const RAW = process.env.GRADATLAS_DATA_DIR?.trim() || DEFAULT_RAW_DATA_DIR;
const FEES_FILE = path.join(RAW, 'ipeds', 'ic2022-application-fees.csv');
const describeWithRawData = fs.existsSync(FEES_FILE) ? describe : describe.skip;

interface Fees {
  slug: string;
  country: string;
  applicationFeeMasters: number | null;
  fieldSources?: Record<string, { source: string; year: string }>;
}
const unitidOf = new Map(
  (JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'universities.json'), 'utf8')) as { universities: { slug: string; unitid?: string | null }[] }).universities.map((u) => [u.slug, u.unitid ?? null]),
);

describeWithRawData.each(databaseTargets())('graduate application fees, checked against IPEDS IC2022 ($name)', (target) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let ipeds: Map<string, Record<string, string>>;
  beforeAll(async () => {
    ipeds = new Map(readCsv(FEES_FILE).map((row) => [row.UNITID!, row]));
    t = await createTestApp(target);
    auth = bearer((await t.signIn('application-fees-user')).accessToken);
  });
  afterAll(() => t.close());

  it("gives every US record IPEDS's reported graduate fee (0 stays 0), null where IPEDS says not applicable or has no row, and every Canadian record null", async () => {
    const records: Fees[] = [];
    for (let page = 1; ; page += 1) {
      const body = (await t.app.inject({ url: `/api/universities?limit=50&page=${page}`, headers: auth })).json();
      records.push(...body.data);
      if (!body.pagination.hasNextPage) break;
    }
    const seen = { reported: 0, zero: 0, notApplicable: 0, noRow: 0, canada: 0 };
    for (const record of records) {
      if (record.country !== 'USA') {
        expect([record.slug, record.applicationFeeMasters]).toEqual([record.slug, null]);
        seen.canada += 1;
        continue;
      }
      const row = ipeds.get(unitidOf.get(record.slug) ?? '');
      const expected = row?.XAPPFEEG === 'R' ? Number(row.APPLFEEG) : null;
      expect([record.slug, record.applicationFeeMasters]).toEqual([record.slug, expected]);
      if (!row) seen.noRow += 1;
      else if (row.XAPPFEEG !== 'R') seen.notApplicable += 1;
      else if (expected === 0) seen.zero += 1;
      else seen.reported += 1;
    }
    expect(seen).toEqual({ reported: 750, zero: 169, notApplicable: 11, noRow: 7, canada: 104 });
  });

  it('carries the fee, its source and year on the shortlist answer', async () => {
    for (const slug of ['stanford-university', 'university-of-toronto']) await t.app.inject({ method: 'PUT', url: `/api/me/shortlist/${slug}`, headers: auth });
    const { universities } = (await t.app.inject({ url: '/api/me/shortlist', headers: auth })).json<{ universities: Fees[] }>();
    const stanford = universities.find((u) => u.slug === 'stanford-university')!;
    expect(stanford.applicationFeeMasters).toBe(Number(ipeds.get(unitidOf.get('stanford-university')!)!.APPLFEEG));
    expect(stanford.fieldSources?.applicationFeeMasters).toMatchObject({ source: 'IPEDS', year: '2022-23' });
    const toronto = universities.find((u) => u.slug === 'university-of-toronto')!;
    expect(toronto.applicationFeeMasters).toBeNull();
    expect(toronto.fieldSources?.applicationFeeMasters).toBeUndefined();
  });
});
