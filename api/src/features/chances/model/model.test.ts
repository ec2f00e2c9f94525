import type { SchoolEvidence } from './admission-model';
import { ADMISSION_MODEL } from './fitted-model';
import { MODERATE_FROM_PERCENT, SAFE_FROM_PERCENT } from './constants';
import { analyseSchool, categorise, probabilityPercent, type ChanceInput, type SchoolProfile } from './model';

const school: SchoolProfile = {
  name: 'Example University',
  slug: 'example-university',
  country: 'USA',
  acceptanceRate: 30,
  graduateStudents: 8000,
  worldPositions: [150, 180],
  averageGRE: 315,
  averageGMAT: null,
  averageToefl: 100,
  averageIelts: null,
  averageGpa: 3.5,
};
const applicant: ChanceInput = { testType: 'GRE', testScore: 315, languageTest: 'TOEFL', languageScore: 100, gpa: 3.5, degreeLevel: null };
const nothing: ChanceInput = { testType: null, testScore: null, languageTest: 'IELTS', languageScore: null, gpa: null, degreeLevel: null };
const probability = (input: ChanceInput, profile: SchoolProfile = school) => analyseSchool(input, profile).probability;
const schoolsWith = (keep: (e: SchoolEvidence) => boolean) =>
  Object.entries(ADMISSION_MODEL.schools).filter(([, e]) => keep(e)).sort(([, a], [, b]) => a.decisions - b.decisions);
const pooledSlug = schoolsWith((e) => e.school !== null && Math.abs(e.school.value) > 0.05)[0]![0];

describe('categorise', () => {
  it('uses the cut-offs chosen on real decisions', () => {
    expect(SAFE_FROM_PERCENT).toBeGreaterThan(MODERATE_FROM_PERCENT);
    expect(categorise(98)).toBe('safe');
    expect(categorise(SAFE_FROM_PERCENT)).toBe('safe');
    expect(categorise(SAFE_FROM_PERCENT - 0.1)).toBe('moderate');
    expect(categorise(MODERATE_FROM_PERCENT)).toBe('moderate');
    expect(categorise(MODERATE_FROM_PERCENT - 0.1)).toBe('ambitious');
    expect(categorise(2)).toBe('ambitious');
  });
});

describe('analyseSchool', () => {
  it('gives a probability, its category and the school\'s rate', () => {
    const analysis = analyseSchool(applicant, school);
    expect(analysis.probability).toBeGreaterThan(2);
    expect(analysis.probability).toBeLessThan(98);
    expect(analysis.category).toBe(categorise(analysis.probability));
    expect(analysis.acceptanceRate).toBe(30);
    expect(analysis.requirements.test).toMatchObject({ type: 'GRE', required: 315, yourScore: 315, weight: 0.5 });
  });

  it('omits acceptanceRate when the school has none', () => {
    expect(analyseSchool(applicant, { ...school, acceptanceRate: null })).not.toHaveProperty('acceptanceRate');
  });

  it('rewards stronger scores and penalises weaker ones', () => {
    const strong = probability({ ...applicant, testScore: 330, gpa: 3.9, languageScore: 115 });
    const weak = probability({ ...applicant, testScore: 300, gpa: 3.0, languageScore: 85 });
    expect(strong).toBeGreaterThan(probability(applicant));
    expect(weak).toBeLessThan(probability(applicant));
  });

  it('estimates lower for a PhD than for a Master\'s, and the user mix (mostly Master\'s) in between, nearer Master\'s', () => {
    const masters = probabilityPercent({ ...applicant, degreeLevel: 'masters' }, school);
    const phd = probabilityPercent({ ...applicant, degreeLevel: 'phd' }, school);
    const mix = probabilityPercent(applicant, school);
    expect(ADMISSION_MODEL.mastersShareWithoutDegreeLevel).toBeGreaterThan(0.5);
    expect(phd).toBeLessThan(masters);
    expect(mix).toBeGreaterThan(phd);
    expect(mix).toBeLessThan(masters);
    expect(masters - mix).toBeLessThan(mix - phd);
  });

  it('falls back to the school\'s profile when it has no decisions of its own', () => {
    const unseen = { ...school, slug: 'no-decisions-here' };
    const strongProfile = probability(applicant, { ...unseen, acceptanceRate: 80, graduateStudents: 20000, worldPositions: [] });
    const eliteProfile = probability(applicant, { ...unseen, acceptanceRate: 5, worldPositions: [5, 3, 2] });
    expect(eliteProfile).toBeLessThan(strongProfile);
  });

  it('uses a school\'s own pooled offset where it has enough decisions', () => {
    const offset = ADMISSION_MODEL.schools[pooledSlug]!.school!.value;
    expect(Math.abs(offset)).toBeGreaterThan(0);
    const own = probabilityPercent({ ...applicant, degreeLevel: 'masters' }, { ...school, slug: pooledSlug });
    const profileOnly = probabilityPercent({ ...applicant, degreeLevel: 'masters' }, school);
    expect(Math.sign(own - profileOnly)).toBe(Math.sign(offset));
  });

  it('stays within 2-98 %, rounded to one decimal', () => {
    const best: ChanceInput = { testType: 'GRE', testScore: 340, languageTest: 'TOEFL', languageScore: 120, gpa: 4, degreeLevel: 'masters' };
    const worst: ChanceInput = { testType: 'GRE', testScore: 260, languageTest: 'TOEFL', languageScore: 0, gpa: 0.1, degreeLevel: 'phd' };
    expect(probability(best, { ...school, acceptanceRate: 99.5, worldPositions: [] })).toBe(98);
    expect(probability(worst, { ...school, acceptanceRate: 0.5, worldPositions: [1, 1, 1] })).toBe(2);
    const value = probability({ ...applicant, gpa: 3.7 });
    expect(Math.round(value * 10) / 10).toBe(value);
  });

  it('shows the applicant\'s scores on the school\'s scales', () => {
    const gmatApplicant: ChanceInput = { testType: 'GMAT', testScore: 645, languageTest: 'IELTS', languageScore: 7, gpa: 8.5, degreeLevel: null };
    const { requirements } = analyseSchool(gmatApplicant, school);
    expect(requirements.test).toMatchObject({ type: 'GRE', required: 315, yourScore: 327 });
    expect(requirements.language).toMatchObject({ type: 'TOEFL', required: 100, yourScore: 98 });
    expect(requirements.gpa).toMatchObject({ required: 3.5, yourScore: 3.4 });
  });

  it('keeps the applicant\'s own test when the school reports that one', () => {
    const both: SchoolProfile = { ...school, averageGMAT: 655, averageIelts: 7 };
    const gmatApplicant: ChanceInput = { testType: 'GMAT', testScore: 700, languageTest: 'IELTS', languageScore: 7.5, gpa: 3.5, degreeLevel: null };
    const { requirements } = analyseSchool(gmatApplicant, both);
    expect(requirements.test).toMatchObject({ type: 'GMAT', required: 655, yourScore: 645 });
    expect(requirements.language).toMatchObject({ type: 'IELTS', required: 7, yourScore: 7.5 });
  });
});

describe('the likely range and the evidence', () => {
  const masters: ChanceInput = { ...applicant, degreeLevel: 'masters' };
  const widthAt = (slug: string) => {
    const { probabilityRange } = analyseSchool(masters, { ...school, slug });
    return probabilityRange.high - probabilityRange.low;
  };

  it('holds the estimate between low and high, within 2-98 %', () => {
    for (const input of [applicant, masters, nothing, { ...applicant, degreeLevel: 'phd' as const }]) {
      const { probability, probabilityRange } = analyseSchool(input, school);
      expect(probabilityRange.low).toBeLessThanOrEqual(probability);
      expect(probabilityRange.high).toBeGreaterThanOrEqual(probability);
      expect(probabilityRange.low).toBeGreaterThanOrEqual(2);
      expect(probabilityRange.high).toBeLessThanOrEqual(98);
      expect(probabilityRange.high - probabilityRange.low).toBeGreaterThan(1);
    }
  });

  it('is narrower at a school with many decisions than at one with few or none', () => {
    const own = schoolsWith((e) => e.school !== null);
    const [fewSlug, few] = own[0]!;
    const [manySlug, many] = own[own.length - 1]!;
    expect(many.decisions).toBeGreaterThan(10 * few.decisions);
    expect(widthAt(manySlug)).toBeLessThan(widthAt(fewSlug));
    expect(widthAt(manySlug)).toBeLessThan(widthAt('no-decisions-here'));
  });

  it('counts the decisions and says whether the school has its own adjustment', () => {
    const [slug, entry] = schoolsWith((e) => e.school !== null).at(-1)!;
    expect(analyseSchool(applicant, { ...school, slug }).evidence).toEqual({ decisions: entry.decisions, ownAdjustment: true });
    const profileOnly = schoolsWith((e) => e.school === null)[0];
    if (profileOnly) expect(analyseSchool(applicant, { ...school, slug: profileOnly[0] }).evidence).toEqual({ decisions: profileOnly[1].decisions, ownAdjustment: false });
    expect(analyseSchool(applicant, { ...school, slug: 'no-decisions-here' }).evidence).toEqual({ decisions: 0, ownAdjustment: false });
  });
});

describe('monotonicity: a higher score never lowers the estimate', () => {
  const schools: SchoolProfile[] = [
    school,
    { ...school, acceptanceRate: 5, averageGRE: 328, averageToefl: 108, averageGpa: 3.8 },
    { ...school, acceptanceRate: null, graduateStudents: null, worldPositions: [], averageGRE: null, averageGMAT: 605, averageToefl: null, averageIelts: 6.5, averageGpa: 8 },
    { ...school, slug: pooledSlug },
  ];
  const backgrounds: ChanceInput[] = [
    applicant,
    nothing,
    { ...applicant, gpa: 9.2, languageTest: 'IELTS', languageScore: 6, degreeLevel: 'masters' },
    { ...applicant, degreeLevel: 'phd' },
    { ...nothing, degreeLevel: 'masters' },
  ];
  const grid = (from: number, to: number, step: number) =>
    Array.from({ length: Math.floor((to - from) / step + 1e-9) + 1 }, (_, i) => Math.round((from + i * step) * 100) / 100);
  type Part = 'test' | 'language' | 'gpa';
  const scales: Array<[string, Part, (base: ChanceInput, value: number) => ChanceInput, number[]]> = [
    ['GRE', 'test', (base, v) => ({ ...base, testType: 'GRE', testScore: v }), grid(260, 340, 1)],
    ['GMAT Focus', 'test', (base, v) => ({ ...base, testType: 'GMAT', testScore: v }), grid(205, 805, 10)],
    ['classic GMAT', 'test', (base, v) => ({ ...base, testType: 'GMAT', testScore: v }), grid(200, 800, 10)],
    ['TOEFL', 'language', (base, v) => ({ ...base, languageTest: 'TOEFL', languageScore: v }), grid(0, 120, 1)],
    ['IELTS', 'language', (base, v) => ({ ...base, languageTest: 'IELTS', languageScore: v }), grid(0, 9, 0.5)],
    ['4-point GPA', 'gpa', (base, v) => ({ ...base, gpa: v }), grid(0.1, 4, 0.1)],
    ['10-point GPA', 'gpa', (base, v) => ({ ...base, gpa: v }), grid(4.1, 10, 0.1)],
  ];

  it.each(scales)('over the %s scale, for every school and background', (_name, part, withScore, values) => {
    let checked = 0;
    for (const profile of schools) {
      for (const base of backgrounds) {
        let previous = { probability: -Infinity, weight: -Infinity };
        for (const value of values) {
          const analysis = analyseSchool(withScore(base, value), profile);
          const current = { probability: analysis.probability, weight: analysis.requirements[part].weight };
          expect(current.probability).toBeGreaterThanOrEqual(previous.probability);
          expect(current.weight).toBeGreaterThanOrEqual(previous.weight);
          previous = current;
          checked += 1;
        }
      }
    }
    expect(checked).toBe(values.length * schools.length * backgrounds.length);
  });

  it('rises strictly across the grid where the school has a typical score', () => {
    const low = probability({ ...applicant, testScore: 300 });
    const high = probability({ ...applicant, testScore: 330 });
    expect(high).toBeGreaterThan(low);
  });
});
