import { DEFAULT_ACCEPTANCE_RATE_PERCENT } from './constants';
import { analyseSchool, categorise, type ChanceInput, type SchoolProfile } from './model';

const school: SchoolProfile = {
  name: 'Example University',
  country: 'USA',
  acceptanceRate: 30,
  averageGRE: 315,
  averageGMAT: null,
  averageToefl: 100,
  averageIelts: null,
  averageGpa: 3.5,
};
const applicant: ChanceInput = { testType: 'GRE', testScore: 315, languageTest: 'TOEFL', languageScore: 100, gpa: 3.5 };
const nothing: ChanceInput = { testType: null, testScore: null, languageTest: 'IELTS', languageScore: null, gpa: null };
const probability = (input: ChanceInput, profile: SchoolProfile = school) => analyseSchool(input, profile).probability;

describe('categorise', () => {
  it.each([
    [98, 'safe'], [70, 'safe'], [69.9, 'moderate'], [40, 'moderate'], [39.9, 'ambitious'], [2, 'ambitious'],
  ])('%d %% is %s', (percent, category) => {
    expect(categorise(percent)).toBe(category);
  });
});

describe('analyseSchool', () => {
  it('starts from the acceptance rate for an applicant exactly at the school\'s typical scores', () => {
    const analysis = analyseSchool(applicant, school);
    expect(analysis).toEqual({
      university: 'Example University',
      probability: 30,
      category: 'ambitious',
      acceptanceRate: 30,
      requirements: {
        test: { type: 'GRE', required: 315, yourScore: 315, weight: 0.5 },
        gpa: { required: 3.5, yourScore: 3.5, weight: 0.5 },
        language: { type: 'TOEFL', required: 100, yourScore: 100, weight: 0.5 },
      },
    });
  });

  it('lets missing applicant inputs contribute nothing', () => {
    const analysis = analyseSchool(nothing, school);
    expect(analysis.probability).toBe(30);
    expect(analysis.requirements.test).toEqual({ type: 'GRE', required: 315, yourScore: null, weight: 0 });
    expect(analysis.requirements.language).toEqual({ type: 'TOEFL', required: 100, yourScore: null, weight: 0 });
  });

  it('uses the default rate and omits acceptanceRate when the school has none', () => {
    const unknown: SchoolProfile = { ...school, acceptanceRate: null, averageGRE: null, averageToefl: null, averageGpa: null };
    const analysis = analyseSchool(applicant, unknown);
    expect(analysis.probability).toBe(DEFAULT_ACCEPTANCE_RATE_PERCENT);
    expect(analysis).not.toHaveProperty('acceptanceRate');
    expect(analysis.requirements.gpa).toEqual({ required: null, yourScore: 3.5, weight: 0.5 });
  });

  it('rewards stronger scores and penalises weaker ones', () => {
    const strong: ChanceInput = { ...applicant, testScore: 335, languageScore: 115, gpa: 3.95 };
    const weak: ChanceInput = { ...applicant, testScore: 300, languageScore: 88, gpa: 3.0 };
    expect(probability(strong)).toBeGreaterThan(30);
    expect(probability(weak)).toBeLessThan(30);
    expect(analyseSchool(strong, school).requirements.gpa.weight).toBeGreaterThan(0.7);
    expect(analyseSchool(weak, school).requirements.gpa.weight).toBeLessThan(0.4);
  });

  it('stays within 2-98 %, rounded to one decimal', () => {
    const best: ChanceInput = { testType: 'GRE', testScore: 340, languageTest: 'TOEFL', languageScore: 120, gpa: 4 };
    const worst: ChanceInput = { testType: 'GRE', testScore: 260, languageTest: 'TOEFL', languageScore: 0, gpa: 0.1 };
    expect(probability(best, { ...school, acceptanceRate: 99.5 })).toBe(98);
    expect(probability(worst, { ...school, acceptanceRate: 0.5 })).toBe(2);
    const value = probability({ ...applicant, gpa: 3.7 });
    expect(Math.round(value * 10) / 10).toBe(value);
  });

  it('shows the applicant\'s scores on the school\'s scales', () => {
    const gmatApplicant: ChanceInput = { testType: 'GMAT', testScore: 645, languageTest: 'IELTS', languageScore: 7, gpa: 8.5 };
    const { requirements } = analyseSchool(gmatApplicant, school);
    expect(requirements.test).toMatchObject({ type: 'GRE', required: 315, yourScore: 327 });
    expect(requirements.language).toMatchObject({ type: 'TOEFL', required: 100, yourScore: 98 });
    expect(requirements.gpa).toMatchObject({ required: 3.5, yourScore: 3.4 });
  });

  it('keeps the applicant\'s own test when the school reports that one', () => {
    const both: SchoolProfile = { ...school, averageGMAT: 655, averageIelts: 7 };
    const gmatApplicant: ChanceInput = { testType: 'GMAT', testScore: 700, languageTest: 'IELTS', languageScore: 7.5, gpa: 3.5 };
    const { requirements } = analyseSchool(gmatApplicant, both);
    expect(requirements.test).toMatchObject({ type: 'GMAT', required: 655, yourScore: 645 });
    expect(requirements.language).toMatchObject({ type: 'IELTS', required: 7, yourScore: 7.5 });
  });
});

describe('monotonicity: a higher score never lowers the estimate', () => {
  const schools: SchoolProfile[] = [
    school,
    { ...school, acceptanceRate: 5, averageGRE: 328, averageToefl: 108, averageGpa: 3.8 },
    { ...school, acceptanceRate: null, averageGRE: null, averageGMAT: 605, averageToefl: null, averageIelts: 6.5, averageGpa: 8 },
  ];
  const backgrounds: ChanceInput[] = [applicant, nothing, { ...applicant, gpa: 9.2, languageTest: 'IELTS', languageScore: 6 }];
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
