import { admissionProbability, logit } from './admission-model';
import { ASSUMED_MASTERS_SHARE, MODERATE_FROM_PERCENT, SAFE_FROM_PERCENT } from './constants';
import { FITTED_MODEL } from './fitted-model';
import { analyseSchool, categorise, modelSchool, type ChanceInput, type SchoolProfile } from './model';

const school: SchoolProfile = {
  name: 'Example University',
  slug: 'example-university',
  country: 'USA',
  unitid: null,
  graduateStudents: 8000,
  acceptanceRate: 30,
  averageGRE: 315,
  averageGMAT: null,
  averageToefl: 100,
  averageIelts: null,
  averageGpa: 3.5,
};
const applicant: ChanceInput = { testType: 'GRE', testScore: 315, languageTest: 'TOEFL', languageScore: 100, gpa: 3.5, degreeLevel: null };
const nothing: ChanceInput = { testType: null, testScore: null, languageTest: 'IELTS', languageScore: null, gpa: null, degreeLevel: null };
const probability = (input: ChanceInput, profile: SchoolProfile = school) => analyseSchool(input, profile).probability;
const { coefficients } = FITTED_MODEL;
const pooledUnitid = Number(Object.keys(coefficients.schoolEffects).find((key) => key.startsWith('unitid:'))?.slice('unitid:'.length));

describe('categorise', () => {
  it('uses the cut-offs the fitting script chose on real outcomes', () => {
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
  it('compares each score with the school\'s typical one: at par, each part weighs 0.5', () => {
    const analysis = analyseSchool(applicant, school);
    expect(analysis).toMatchObject({
      university: 'Example University',
      acceptanceRate: 30,
      requirements: {
        test: { type: 'GRE', required: 315, yourScore: 315, weight: 0.5 },
        gpa: { required: 3.5, yourScore: 3.5, weight: 0.5 },
        language: { type: 'TOEFL', required: 100, yourScore: 100, weight: 0.5 },
      },
    });
    expect(analysis.category).toBe(categorise(analysis.probability));
  });

  it('computes the probability with the fitted model, for an international applicant of the assumed degree mix', () => {
    const at = (degree: 'masters' | 'phd') =>
      admissionProbability({ degree, international: true, greTotal: 315, gpaFourPoint: 3.5, toefl: 100 }, modelSchool(school), coefficients);
    const expected = 100 * (ASSUMED_MASTERS_SHARE * at('masters') + (1 - ASSUMED_MASTERS_SHARE) * at('phd'));
    expect(probability(applicant)).toBeCloseTo(expected, 1);
  });

  it('lets a missing score neither help nor hurt: it counts as the model\'s centre', () => {
    const { gre, gpa, toefl } = coefficients.scores;
    const atCentres: ChanceInput = { ...applicant, testScore: gre.centre, gpa: gpa.centre, languageScore: toefl.centre };
    expect(probability(nothing)).toBe(probability(atCentres));
    const analysis = analyseSchool(nothing, school);
    expect(analysis.requirements.test).toEqual({ type: 'GRE', required: 315, yourScore: null, weight: 0 });
    expect(analysis.requirements.language).toEqual({ type: 'TOEFL', required: 100, yourScore: null, weight: 0 });
  });

  it('gives Master\'s applicants a higher estimate than PhD applicants, and the mix lies between', () => {
    expect(coefficients.phd).toBeLessThan(0); // in the decisions, Master's admits were more common
    const masters = probability({ ...applicant, degreeLevel: 'masters' });
    const phd = probability({ ...applicant, degreeLevel: 'phd' });
    const mix = probability(applicant);
    expect(masters).toBeGreaterThan(phd);
    expect(mix).toBeLessThanOrEqual(masters);
    expect(mix).toBeGreaterThanOrEqual(phd);
  });

  it('falls back to the school\'s profile when it has no decisions: a more selective school gives a lower estimate', () => {
    expect(coefficients.selectivity.perLogitRate).toBeGreaterThan(0);
    const selective = probability(applicant, { ...school, acceptanceRate: 8 });
    const open = probability(applicant, { ...school, acceptanceRate: 80 });
    expect(selective).toBeLessThan(open);
    const noRate = analyseSchool(applicant, { ...school, acceptanceRate: null, graduateStudents: null, averageGRE: null, averageToefl: null, averageGpa: null });
    expect(noRate.probability).toBeGreaterThanOrEqual(2);
    expect(noRate).not.toHaveProperty('acceptanceRate');
    expect(noRate.requirements.gpa).toEqual({ required: null, yourScore: 3.5, weight: 0.5 });
  });

  it('adds a school\'s pooled effect, fitted on its own decisions, in log-odds', () => {
    expect(Number.isInteger(pooledUnitid)).toBe(true);
    const pooled: SchoolProfile = { ...school, unitid: pooledUnitid };
    const effect = coefficients.schoolEffects[`unitid:${pooledUnitid}`] ?? 0;
    const input = { ...applicant, degreeLevel: 'phd' as const };
    const withEffect = probability(input, pooled) / 100;
    const without = probability(input, school) / 100;
    expect(logit(withEffect) - logit(without)).toBeCloseTo(effect, 1);
  });

  it('stays within 2-98 %, rounded to one decimal', () => {
    const values = [
      probability({ testType: 'GRE', testScore: 340, languageTest: 'TOEFL', languageScore: 120, gpa: 4, degreeLevel: 'masters' }, { ...school, acceptanceRate: 99.5 }),
      probability({ testType: 'GRE', testScore: 260, languageTest: 'TOEFL', languageScore: 0, gpa: 0.1, degreeLevel: 'phd' }, { ...school, acceptanceRate: 0.5 }),
      probability({ ...applicant, gpa: 3.7 }),
    ];
    for (const value of values) {
      expect(value).toBeGreaterThanOrEqual(2);
      expect(value).toBeLessThanOrEqual(98);
      expect(Math.round(value * 10) / 10).toBe(value);
    }
  });

  it('rewards stronger scores and penalises weaker ones, in the estimate and in the bars', () => {
    const strong: ChanceInput = { ...applicant, testScore: 335, languageScore: 115, gpa: 3.95 };
    const weak: ChanceInput = { ...applicant, testScore: 300, languageScore: 88, gpa: 3.0 };
    expect(probability(strong)).toBeGreaterThan(probability(applicant));
    expect(probability(weak)).toBeLessThan(probability(applicant));
    expect(analyseSchool(strong, school).requirements.gpa.weight).toBeGreaterThan(0.7);
    expect(analyseSchool(weak, school).requirements.gpa.weight).toBeLessThan(0.4);
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

describe('monotonicity: a higher score never lowers the estimate', () => {
  const schools: SchoolProfile[] = [
    school,
    { ...school, acceptanceRate: 5, averageGRE: 328, averageToefl: 108, averageGpa: 3.8, unitid: pooledUnitid },
    { ...school, acceptanceRate: null, graduateStudents: null, averageGRE: null, averageGMAT: 605, averageToefl: null, averageIelts: 6.5, averageGpa: 8 },
  ];
  const backgrounds: ChanceInput[] = [
    applicant,
    nothing,
    { ...applicant, gpa: 9.2, languageTest: 'IELTS', languageScore: 6, degreeLevel: 'phd' },
    { ...applicant, degreeLevel: 'masters' },
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

  it('rises strictly within the fitted range of each score', () => {
    expect(probability({ ...applicant, testScore: 330 })).toBeGreaterThan(probability({ ...applicant, testScore: 300 }));
    expect(probability({ ...applicant, gpa: 3.9 })).toBeGreaterThan(probability({ ...applicant, gpa: 3.2 }));
    expect(probability({ ...applicant, languageScore: 115 })).toBeGreaterThan(probability({ ...applicant, languageScore: 95 }));
  });
});
