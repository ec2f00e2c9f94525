// The fit scripts' mapping of raw GradCafe names, and the pieces of the fit
// that decide groups, season levels and admits' quartiles.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadProgrammeNames, programmeKey } from '../scripts/lib/programme-names';
import { type RecordLike, SchoolNames } from '../scripts/lib/school-names';
import { programmeGroups, programmeKeysOfEach } from '../scripts/lib/programme-groups';
import { logisticSlope } from '../scripts/lib/calibration';
import { seasonMovementSd } from '../scripts/lib/season-movement';
import { quantile } from '../scripts/lib/admitted-profiles';
import { comingLevels } from '../scripts/lib/season-levels';
import { readCsv } from '../scripts/lib/csv-rows';
import type { Outcome } from '../scripts/lib/outcomes';

const records = (JSON.parse(readFileSync(join(__dirname, '..', 'data', 'universities.json'), 'utf8')) as { universities: RecordLike[] }).universities;

describe('programme names → CIP codes', () => {
  const names = loadProgrammeNames();

  it.each([
    ['Computer Science', '11.07'],
    ['Economics', '45.06'],
    ['Political Science', '45.10'],
    ['Physics', '40.08'],
    ['Clinical Psychology', '42.28'],
    ['Mechanical Engineering', '14.19'],
    ['Electrical & Computer Engineering', '14.10'],
    ['Data Science', '30.70'],
    ['Statistics', '27.05'],
    ['Biostatistics', '26.11'],
    ['Public Health', '51.22'],
    ['Speech Language Pathology', '51.02'],
    ['Chemistry', '40.05'],
    ['Sociology', '45.11'],
    ['History', '54.01'],
    ['Philosophy', '38.01'],
    ['English', '23.01'],
    ['Aerospace Engineering', '14.02'],
    ['Biology', '26'],
    ['Business', '52'],
  ])('maps %p through the reviewed table to %s', (raw, code) => {
    expect(names.codeOf(raw)).toEqual({ code, via: 'table' });
  });

  it('falls back to the keyword rules, narrow subjects before their families, and leaves the rest unmapped', () => {
    expect(names.codeOf('PhD in Computer Science (Theory)')).toEqual({ code: '11.07', via: 'rule' });
    expect(names.codeOf('Biomedical Engineering and Imaging')).toEqual({ code: '14.05', via: 'rule' });
    expect(names.codeOf('Structural Engineering')).toEqual({ code: '14', via: 'rule' });
    expect(names.codeOf('Quantitative Psychology')).toEqual({ code: '42', via: 'rule' });
    expect(names.codeOf('Dance')).toEqual({ code: null, via: 'unmapped' });
    expect(names.codeOf('  ')).toEqual({ code: null, via: 'unmapped' });
  });

  it('keeps a table whose every name appears once (the fit checks every code against CIP 2020)', () => {
    const table = readCsv(join(__dirname, '..', 'scripts', 'data', 'programme-names-cip.csv'));
    expect(table.length).toBeGreaterThan(150);
    expect(new Set(table.map((row) => programmeKey(row.name!))).size).toBe(table.length);
  });
});

describe('university names → records', () => {
  const names = new SchoolNames(records);
  const slugOf = (raw: string) => names.byTypedName(raw)?.slug ?? null;

  it('leaves a name that fits several campuses unmatched', () => {
    expect(slugOf('University Of California')).toBeNull();
    expect(slugOf('University of Texas')).toBeNull();
  });

  it('reads campus forms, abbreviations and Scorecard forms', () => {
    expect(slugOf('University of California (UCLA)')).toBe('university-of-california-los-angeles');
    expect(slugOf('Massachusetts Institute of Technology (MIT)')).toBe('massachusetts-institute-of-technology');
    expect(slugOf('Georgia Institute of Technology-Main Campus')).toBe('georgia-institute-of-technology');
    expect(slugOf('Stanford University')).toBe('stanford-university');
  });

  it('joins the oldest file on the UNITID the records keep', () => {
    const stanford = records.find((r) => r.slug === 'stanford-university')!;
    expect(names.byUnitid(stanford.unitid!)?.slug).toBe('stanford-university');
    expect(names.byUnitid('000000')).toBeNull();
  });
});

const outcome = (season: number, phd: 0 | 1, programme: string | null): Outcome => ({
  applicant: { gpa4: null, greTotal: null, toefl: null, international: 0 },
  school: { slug: null, acceptanceRate: null, graduateStudents: null, worldPositions: [] },
  programme,
  phd,
  international: false,
  season,
  admitted: 1,
});

describe('the fit\'s pieces', () => {
  it('makes a programme group of a code narrower than its field with enough decisions; a field is never one (it has its own level)', () => {
    const many = (code: string, n: number) => Array.from({ length: n }, () => outcome(2024, 0, code));
    const decisions = [...many('11.07', 5), ...many('14.19', 2), ...many('14.08', 2), ...many('26.02', 1), ...many('26', 9)];
    expect(programmeGroups(decisions, 4)).toEqual(['11.07']);
    expect(programmeKeysOfEach(decisions.slice(4, 7), ['11.07'])).toEqual([
      { field: '11', programme: '11.07' },
      { field: '14', programme: null },
      { field: '14', programme: null },
    ]);
  });

  it('carries the latest level, alone or with the trend of the recent levels', () => {
    const outcomes = [2022, 2023, 2024].flatMap((season) => [outcome(season, 0, null), outcome(season, 1, null)]);
    const fitted: Record<string, number> = { intercept: 0.5, phd: -1, 'season 2022': 0.2, 'season 2023': 0.1, 'season 2022 PhD': 0.2, 'season 2023 PhD': 0.1 };
    const coefficient = (name: string) => fitted[name] ?? 0;
    expect(comingLevels(outcomes, { level: 'latest', byDegree: true, window: 1, damping: 0 }, coefficient)).toEqual({ intercept: 0.5, phd: -1, international: 0 });
    // Master's 0.7, 0.6, 0.5 → 0.4 next; PhD -0.1, -0.3, -0.5 → -0.7 next, so phd = -1.1.
    const trend = comingLevels(outcomes, { level: 'trend', byDegree: true, window: 3, damping: 1 }, coefficient);
    expect(trend.intercept).toBeCloseTo(0.4);
    expect(trend.phd).toBeCloseTo(-1.1);
    // The latest level plus half the slope: Master's 0.5 - 0.05 = 0.45, PhD -0.5 - 0.1 = -0.6.
    const damped = comingLevels(outcomes, { level: 'trend', byDegree: true, window: 3, damping: 0.5 }, coefficient);
    expect(damped.intercept).toBeCloseTo(0.45);
    expect(damped.phd).toBeCloseTo(-1.05);
  });

  it('measures how far the level moves per season, less what sampling explains, per year of a gap', () => {
    const level = (season: number, shift: number, se = 0) => ({ season, degree: 'phd' as const, decisions: 500, admitted: 0.4, shift, se });
    // Moves of 0.2 and -0.2 in one year each: 0.2 a season.
    expect(seasonMovementSd([level(2022, 0), level(2023, 0.2), level(2024, 0)]).phd).toBeCloseTo(0.2);
    // A move of 0.2 over two years is 0.02 a year in variance.
    expect(seasonMovementSd([level(2019, 0), level(2021, 0.2)]).phd).toBeCloseTo(Math.sqrt(0.02));
    // Sampling noise alone moves nothing.
    expect(seasonMovementSd([level(2022, 0, 0.1), level(2023, 0.1, 0.1)]).phd).toBe(0);
    expect(seasonMovementSd([level(2022, 0)]).masters).toBe(0);
  });

  it('measures the calibration slope of estimates against what happened', () => {
    // Outcomes drawn at half the log-odds the estimates say: slope about 0.5.
    const x = Array.from({ length: 4000 }, (_, i) => -3 + (6 * i) / 3999);
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const y = x.map((value) => (random() < 1 / (1 + Math.exp(-0.5 * value)) ? 1 : 0));
    expect(logisticSlope(x, y)).toBeGreaterThan(0.4);
    expect(logisticSlope(x, y)).toBeLessThan(0.6);
  });

  it('gives quartiles by linear interpolation', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([3.2, 3.5, 3.9], 0.75)).toBeCloseTo(3.7);
  });
});
