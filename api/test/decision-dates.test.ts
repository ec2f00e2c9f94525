import fs from 'node:fs';
import path from 'node:path';
import { readCsv } from '../scripts/lib/csv-rows';
import { decisionEntries, fallSeasonYear, quartiles, seasonDayOf, type DatedDecision } from '../scripts/lib/decision-dates';
import { loadProgrammeNames } from '../scripts/lib/programme-names';
import { DEFAULT_RAW_DATA_DIR } from '../scripts/lib/raw-data-dir';
import { type RecordLike, SchoolNames } from '../scripts/lib/school-names';
import { databaseTargets } from './helpers/databases';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const RAW = process.env.GRADATLAS_DATA_DIR?.trim() || DEFAULT_RAW_DATA_DIR;
const DECISIONS_FILE = path.join(RAW, 'admissions', 'gradcafe-decisions-2021-2024.csv');
const describeWithRawData = fs.existsSync(DECISIONS_FILE) ? describe : describe.skip;

describe('the derivation of decision dates', () => {
  it('places a date in its fall season, from 1 September of the year before to 31 August', () => {
    expect(fallSeasonYear('Fall 2024')).toBe(2024);
    expect(fallSeasonYear('Spring 2024')).toBeNull();
    expect(seasonDayOf('2023-09-01', 2024)).toBe(0);
    expect(seasonDayOf('2024-02-03', 2024)).toBe(155);
    expect(seasonDayOf('2024-08-31', 2024)).toBe(364);
    expect(seasonDayOf('2024-02-29', 2024)).toBe(seasonDayOf('2023-02-28', 2023));
    expect(seasonDayOf('2024-09-01', 2024)).toBeNull();
    expect(seasonDayOf('2023-08-31', 2024)).toBeNull();
    expect(seasonDayOf('2024-13-01', 2024)).toBeNull();
  });

  it('takes quartiles between neighbours, rounded to a day', () => {
    expect(quartiles([10])).toEqual([10, 10, 10]);
    expect(quartiles([0, 10, 20, 30, 40])).toEqual([10, 20, 30]);
    expect(quartiles([0, 1, 2, 3])).toEqual([1, 2, 2]);
  });

  const decisions = (n: number, admitted: boolean, code: string | null, level: 'masters' | 'doctoral' = 'masters'): DatedDecision[] =>
    Array.from({ length: n }, (_, i) => ({ slug: 'u', level, code, admitted, seasonDay: 150 + i }));

  it('keeps a window only from 20 reports, and drops a family that would repeat its one series', () => {
    const entries = decisionEntries([...decisions(20, true, '11.07'), ...decisions(19, false, '11.07'), ...decisions(5, true, null, 'doctoral')]).get('u')!;
    expect(entries).toEqual([['masters', null, [155, 160, 164, 20], null], ['masters', '11.07', [155, 160, 164, 20], null]]);
    const below = decisionEntries([...decisions(19, true, '14.19'), ...decisions(19, false, '14.19')]);
    expect(below.size).toBe(0);
  });

  it('keeps the family beside its series when other reports lie in it', () => {
    const entries = decisionEntries([...decisions(20, true, '11.07'), ...decisions(3, true, '11')]).get('u')!;
    expect(entries.map(([level, code, admits]) => [level, code, admits?.[3]])).toEqual([
      ['masters', null, 23],
      ['masters', '11', 23],
      ['masters', '11.07', 20],
    ]);
  });
});

interface Window {
  from: number;
  median: number;
  to: number;
  reports: number;
  label: string;
}
interface Timing {
  level: string;
  code: string | null;
  title: string | null;
  admits: Window | null;
  rejections: Window | null;
}

/** Days from 1 September before the fall term, on the calendar of 2022-23 (no 29 February), straight from the date. */
function calendarSeasonDay(date: string, season: string): number | null {
  const fall = /^Fall (\d{4})$/.exec(season);
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!fall || !parts) return null;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year !== (month >= 9 ? Number(fall[1]) - 1 : Number(fall[1]))) return null;
  return (Date.UTC(month >= 9 ? 2022 : 2023, month - 1, Math.min(day, month === 2 ? 28 : day)) - Date.UTC(2022, 8, 1)) / 86_400_000;
}

/** Nearest-rank-free percentile: linear between the two neighbouring reports, rounded. */
function percentile(days: number[], p: number): number {
  const sorted = [...days].sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const below = sorted[Math.floor(position)]!;
  const above = sorted[Math.ceil(position)]!;
  return Math.round(below + (position - Math.floor(position)) * (above - below));
}

describeWithRawData.each(databaseTargets())('decision dates, recomputed from the decisions file ($name)', (target) => {
  let t: TestApp;
  let token: string;
  /** slug|level|group ("" for every programme) → admitted / rejected season days. */
  const days = new Map<string, { admits: number[]; rejections: number[] }>();
  beforeAll(async () => {
    const records = (JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'universities.json'), 'utf8')) as { universities: RecordLike[] }).universities;
    const schools = new SchoolNames(records);
    const programmes = loadProgrammeNames();
    for (const row of readCsv(DECISIONS_FILE)) {
      const day = calendarSeasonDay(row.decision_date ?? '', row.season ?? '');
      const slug = schools.byTypedName(row.university ?? '')?.slug;
      const level = row.degree === 'PhD' ? 'doctoral' : row.degree === 'Masters' ? 'masters' : null;
      if (day === null || !slug || !level) continue;
      const code = programmes.codeOf(row.program ?? '').code;
      for (const group of new Set(['', ...(code ? [code, code.slice(0, 2)] : [])])) {
        const key = `${slug}|${level}|${group}`;
        const entry = days.get(key) ?? { admits: [], rejections: [] };
        days.set(key, entry);
        (row.decision === 'Accepted' ? entry.admits : entry.rejections).push(day);
      }
    }
    t = await createTestApp(target);
    token = (await t.signIn()).accessToken;
  });
  afterAll(() => t.close());

  const expected = (list: number[] | undefined) =>
    list && list.length >= 20 ? { from: percentile(list, 0.25), median: percentile(list, 0.5), to: percentile(list, 0.75), reports: list.length } : null;

  it.each(['stanford-university', 'massachusetts-institute-of-technology', 'university-of-michigan-ann-arbor', 'carnegie-mellon-university'])(
    "gives %s's detail, signed in, the middle half of the posting dates of each level and group, as the decisions file gives them",
    async (slug) => {
      const detail = (await t.app.inject({ url: `/api/universities/slug/${slug}`, headers: bearer(token) })).json<{ decisionDates: { seasons: string; minimumReports: number; timings: Timing[] } }>();
      const { timings } = detail.decisionDates;
      expect(detail.decisionDates).toMatchObject({ seasons: 'Fall 2021 - Fall 2024', minimumReports: 20 });
      expect(timings.filter((timing) => timing.code === null).map((timing) => timing.level).sort()).toEqual(['doctoral', 'masters']);
      for (const timing of timings) {
        const raw = days.get(`${slug}|${timing.level}|${timing.code ?? ''}`);
        const strip = (window: Window | null) => (window ? { from: window.from, median: window.median, to: window.to, reports: window.reports } : null);
        expect([timing.level, timing.code, strip(timing.admits), strip(timing.rejections)]).toEqual([timing.level, timing.code, expected(raw?.admits), expected(raw?.rejections)]);
      }
      // Every group with enough reports is there, but a family whose reports all lie in one series (the series says it).
      const shown = new Set(timings.map((timing) => `${timing.level}|${timing.code ?? ''}`));
      const size = (key: string) => (days.get(key)?.admits.length ?? 0) + (days.get(key)?.rejections.length ?? 0);
      for (const [key, raw] of days) {
        if (!key.startsWith(`${slug}|`) || (raw.admits.length < 20 && raw.rejections.length < 20)) continue;
        const [, level, group] = key.split('|') as [string, string, string];
        const repeatsASeries = group.length === 2 && [...days.keys()].some((other) => other.startsWith(`${slug}|${level}|${group}.`) && size(other) === size(key));
        expect([key, shown.has(`${level}|${group}`)]).toEqual([key, !repeatsASeries]);
      }
    },
  );

  it('writes the window as dates and never shows one from fewer than 20 reports', async () => {
    const detail = (await t.app.inject({ url: '/api/universities/slug/stanford-university', headers: bearer(token) })).json<{ decisionDates: { timings: Timing[] } }>();
    const masters = detail.decisionDates.timings.find((timing) => timing.level === 'masters' && timing.code === null)!;
    expect(masters.admits!.label).toMatch(/^\d{1,2} [A-Z][a-z]{2} - \d{1,2} [A-Z][a-z]{2}$/);
    const file = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'programs.json'), 'utf8')) as { decisionDates: Record<string, [string, string | null, number[] | null, number[] | null][]> };
    const windows = Object.values(file.decisionDates).flatMap((entries) => entries.flatMap(([, , admits, rejections]) => [admits, rejections]));
    expect(windows.filter(Boolean).length).toBeGreaterThan(300);
    for (const window of windows) if (window) expect(window[3]).toBeGreaterThanOrEqual(20);
  });

  it('keeps decision dates from guests, and the small endpoint asks for a session', async () => {
    const guest = (await t.app.inject({ url: '/api/public/universities/slug/stanford-university' })).json();
    expect(guest).not.toHaveProperty('decisionDates');
    expect(guest).not.toHaveProperty('programOutcomes');
    const anonymous = await t.app.inject({ url: '/api/universities/decision-dates?slugs=stanford-university&level=masters' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers the shortlist with the narrowest group that has enough reports, else the level, and leaves out who has too few', async () => {
    const slugs = 'stanford-university,massachusetts-institute-of-technology,university-of-toronto,a-t-still-university-of-health-sciences,no-such-place';
    const body = (await t.app.inject({ url: `/api/universities/decision-dates?slugs=${slugs}&level=doctoral&program=11.0701`, headers: bearer(token) })).json();
    expect(body).toMatchObject({ level: 'doctoral', program: '11.0701', seasons: 'Fall 2021 - Fall 2024', minimumReports: 20 });
    expect(Object.keys(body.data).sort()).toEqual(['massachusetts-institute-of-technology', 'stanford-university', 'university-of-toronto']);
    expect(body.data['stanford-university']).toMatchObject({ code: '11.07', title: 'Computer Science', admits: expected(days.get('stanford-university|doctoral|11.07')?.admits) });
    expect(body.data['university-of-toronto']).toMatchObject({ code: '11.07', admits: expected(days.get('university-of-toronto|doctoral|11.07')?.admits), rejections: null });
    const anyProgramme = (await t.app.inject({ url: `/api/universities/decision-dates?slugs=stanford-university&level=masters&program=51.38`, headers: bearer(token) })).json();
    expect(anyProgramme.data['stanford-university']).toMatchObject({ code: null, admits: expected(days.get('stanford-university|masters|')?.admits) });
  });

  it.each([
    ['slugs=stanford-university', 'level'],
    ['slugs=stanford-university&level=bachelors', 'level'],
    ['slugs=,,&level=masters', 'slugs'],
    [`slugs=${Array.from({ length: 101 }, (_, i) => `u${i}`).join(',')}&level=masters`, 'slugs'],
    ['slugs=stanford-university&level=masters&program=11.7', 'program'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await t.app.inject({ url: `/api/universities/decision-dates?${query}`, headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(field);
  });
});
