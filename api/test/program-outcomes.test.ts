import fs from 'node:fs';
import path from 'node:path';
import { readCsv } from '../scripts/lib/csv-rows';
import { DEFAULT_RAW_DATA_DIR } from '../scripts/lib/raw-data-dir';
import { databaseTargets } from './helpers/databases';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const RAW = process.env.GRADATLAS_DATA_DIR?.trim() || DEFAULT_RAW_DATA_DIR;
const EARLIER = path.join(RAW, 'scorecard', 'field-of-study-graduate-1516_1617.csv');
const LATER = path.join(RAW, 'scorecard', 'field-of-study-graduate-1819_1920.csv');
const describeWithRawData = fs.existsSync(EARLIER) && fs.existsSync(LATER) ? describe : describe.skip;

interface Outcome {
  series: string;
  title: string;
  level: string;
  earnings: { median: number; earners: number | null; cohort: string } | null;
  debt: { median: number; borrowers: number | null; cohort: string } | null;
}
interface Outcomes {
  source: string;
  covers: string;
  cohorts: Record<string, string>;
  campusesSharingFigures: number | null;
  series: Outcome[];
}

const LEVEL = { '5': 'masters', '6': 'doctoral', '7': 'professional' } as Record<string, string>;
const figure = (cell: string | undefined) => (cell && /^\d+$/.test(cell) ? Number(cell) : null);

describeWithRawData.each(databaseTargets())('what US graduates earned and borrowed, checked against the Scorecard files ($name)', (target) => {
  let t: TestApp;
  let token: string;
  /** "UNITID|series|level" → the raw row, per cohort file. */
  const earlier = new Map<string, Record<string, string>>();
  const later = new Map<string, Record<string, string>>();
  const records = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'universities.json'), 'utf8')) as { universities: { slug: string; unitid?: string }[] };
  const unitidOf = (slug: string) => records.universities.find((u) => u.slug === slug)!.unitid!;
  const programs = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'programs.json'), 'utf8')) as { universities: Record<string, [string, string][]> };
  /** "series|level" of the university's programme rows (IPEDS 2021-23). */
  const awarded = (slug: string) => new Set(programs.universities[slug]!.map(([code, level]) => `${code.slice(0, 5)}|${level}`));
  beforeAll(async () => {
    for (const [file, into] of [[EARLIER, earlier], [LATER, later]] as const) {
      for (const row of readCsv(file)) {
        const cip = row.CIPCODE!.padStart(4, '0');
        into.set(`${row.UNITID}|${cip.slice(0, 2)}.${cip.slice(2)}|${LEVEL[row.CREDLEV!] ?? row.CREDLEV}`, row);
      }
    }
    t = await createTestApp(target);
    token = (await t.signIn()).accessToken;
  });
  afterAll(() => t.close());

  const outcomesOf = async (slug: string) => (await t.app.inject({ url: `/api/universities/slug/${slug}`, headers: bearer(token) })).json<{ programOutcomes: Outcomes | null }>().programOutcomes;

  it("gives Stanford's master's in Computer Science (11.07) its published earnings: $153,400 from 55 earners, completed 2015-17", async () => {
    const stanford = await outcomesOf('stanford-university');
    const row = stanford!.series.find((o) => o.series === '11.07' && o.level === 'masters')!;
    expect(row.earnings).toEqual({ median: 153_400, earners: 55, cohort: '2015-17' });
    expect(row.title).toBe('Computer Science');
    expect(stanford).toMatchObject({ covers: 'US graduates with federal aid', cohorts: { '2015-17': 'completed 2015-17', '2018-20': 'completed 2018-20' } });
  });

  it.each(['stanford-university', 'georgia-institute-of-technology', 'carnegie-mellon-university', 'university-of-michigan-ann-arbor', 'arizona-state-university'])(
    "gives each series of %s the file's figures: earnings of 2015-17, debt of 2018-20 where published, else of 2015-17",
    async (slug) => {
      const outcomes = (await outcomesOf(slug))!;
      const unitid = unitidOf(slug);
      expect(outcomes.series.length).toBeGreaterThan(5);
      // Every series and level with a figure in either file that the university still awards is there.
      const withFigure = [...earlier, ...later]
        .filter(([key, row]) => key.startsWith(`${unitid}|`) && (figure(row.EARN_MDN_HI_1YR) !== null || figure(row.DEBT_ALL_STGP_EVAL_MDN) !== null))
        .map(([key]) => key.slice(unitid.length + 1))
        .filter((key) => awarded(slug).has(key));
      expect(outcomes.series.map((o) => `${o.series}|${o.level}`).sort()).toEqual([...new Set(withFigure)].sort());
      for (const outcome of outcomes.series) {
        const key = `${unitid}|${outcome.series}|${outcome.level}`;
        const first = earlier.get(key);
        const second = later.get(key);
        const earnings = figure(first?.EARN_MDN_HI_1YR);
        const laterDebt = figure(second?.DEBT_ALL_STGP_EVAL_MDN);
        const debtRow = laterDebt !== null ? second : first;
        const expectedDebt = figure(debtRow?.DEBT_ALL_STGP_EVAL_MDN);
        expect([key, outcome.earnings]).toEqual([key, earnings === null ? null : { median: earnings, earners: figure(first?.EARN_COUNT_WNE_HI_1YR), cohort: '2015-17' }]);
        expect([key, outcome.debt]).toEqual([
          key,
          expectedDebt === null ? null : { median: expectedDebt, borrowers: figure(debtRow?.DEBT_ALL_STGP_EVAL_N), cohort: laterDebt !== null ? '2018-20' : '2015-17' },
        ]);
      }
    },
  );

  it("spot checks of SOURCES.md: Georgia Tech 11.07 $87,900 (27 earners), Carnegie Mellon 11.01 $108,000, Michigan 52.02 $132,700 (master's)", async () => {
    const find = async (slug: string, series: string) => (await outcomesOf(slug))!.series.find((o) => o.series === series && o.level === 'masters')!;
    expect((await find('georgia-institute-of-technology', '11.07')).earnings).toMatchObject({ median: 87_900, earners: 27 });
    expect((await find('carnegie-mellon-university', '11.01')).earnings?.median).toBe(108_000);
    expect((await find('university-of-michigan-ann-arbor', '52.02')).earnings?.median).toBe(132_700);
  });

  it('shows only series the university still awards, says when campuses share the figures, and has none for Canada or guests', async () => {
    const stanford = (await outcomesOf('stanford-university'))!;
    for (const outcome of stanford.series) expect(awarded('stanford-university').has(`${outcome.series}|${outcome.level}`)).toBe(true);
    expect(stanford.campusesSharingFigures).toBeNull();
    expect((await outcomesOf('arizona-state-university'))!.campusesSharingFigures).toBeGreaterThan(1);
    expect(await outcomesOf('university-of-toronto')).toBeNull();
    // Penn State's record carries the system's UNITID (495767, debt of 2018-20); its earnings of 2015-17 are under the main campus (214777), count suppressed.
    const pennState = (await outcomesOf('the-pennsylvania-state-university'))!;
    const computing = pennState.series.find((o) => o.series === '11.01' && o.level === 'masters')!;
    expect(computing.earnings).toEqual({ median: figure(earlier.get('214777|11.01|masters')?.EARN_MDN_HI_1YR), earners: null, cohort: '2015-17' });
    expect(computing.debt).toMatchObject({ median: figure(later.get('495767|11.01|masters')?.DEBT_ALL_STGP_EVAL_MDN), cohort: '2018-20' });
    expect(pennState.campusesSharingFigures).toBeGreaterThan(1);
    const guest = (await t.app.inject({ url: '/api/public/universities/slug/stanford-university' })).json();
    expect(guest).not.toHaveProperty('programOutcomes');
  });
});
