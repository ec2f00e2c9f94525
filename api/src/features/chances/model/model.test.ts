import { MIN_SHOWN_COUNT, logOddsVariance } from './admission-model';
import { admittedProfileFor } from './admitted-profiles';
import { ADMISSION_MODEL } from './fitted-model';
import { analyseSchool, applicantFigures, hasEvidence, probabilityPercent, type ChanceInput, type SchoolProfile } from './model';
import { chanceTier } from './tiers';

const school: SchoolProfile = {
  name: 'Example University',
  slug: 'example-university',
  country: 'USA',
  acceptanceRate: 30,
  graduateStudents: 8000,
  worldPositions: [150, 180],
};
const applicant: ChanceInput = { testType: 'GRE', testScore: 315, languageTest: 'TOEFL', languageScore: 100, gpa: 3.5, gpaScale: null, degreeLevel: null, programCode: null };
const nothing: ChanceInput = { testType: null, testScore: null, languageTest: 'IELTS', languageScore: null, gpa: null, gpaScale: null, degreeLevel: null, programCode: null };
const probability = (input: ChanceInput, profile: SchoolProfile = school) => analyseSchool(input, profile).probability;
/** Schools with their own adjustment, fewest decisions first. */
const schoolsWithOwn = () =>
  Object.entries(ADMISSION_MODEL.adjustments.school)
    .map(([slug, adjustment]) => ({ slug, adjustment, decisions: ADMISSION_MODEL.decisions.school[slug] ?? 0 }))
    .sort((a, b) => a.decisions - b.decisions);
const pooledSlug = schoolsWithOwn().find((s) => Math.abs(s.adjustment.value) > 0.05)!.slug;
const mostDecisions = schoolsWithOwn().at(-1)!;

describe('analyseSchool', () => {
  it('gives a probability, its category and the school\'s rate', () => {
    const analysis = analyseSchool(applicant, school);
    expect(analysis.probability).toBeGreaterThan(2);
    expect(analysis.probability).toBeLessThan(98);
    expect(analysis.category).toBe(chanceTier(analysis.probability, analysis.probabilityRange));
    expect(analysis.acceptanceRate).toBe(30);
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
    const offset = ADMISSION_MODEL.adjustments.school[pooledSlug]!.value;
    const own = probabilityPercent({ ...applicant, degreeLevel: 'masters' }, { ...school, slug: pooledSlug });
    const profileOnly = probabilityPercent({ ...applicant, degreeLevel: 'masters' }, school);
    expect(Math.sign(own - profileOnly)).toBe(Math.sign(offset));
  });

  it('stays within 2-98 %, rounded to one decimal', () => {
    const best: ChanceInput = { ...applicant, testScore: 340, languageScore: 120, gpa: 4, degreeLevel: 'masters' };
    const worst: ChanceInput = { ...applicant, testScore: 260, languageScore: 0, gpa: 0.1, degreeLevel: 'phd' };
    expect(probability(best, { ...school, acceptanceRate: 99.5, worldPositions: [] })).toBe(98);
    expect(probability(worst, { ...school, acceptanceRate: 0.5, worldPositions: [1, 1, 1] })).toBe(2);
    const value = probability({ ...applicant, gpa: 3.7 });
    expect(Math.round(value * 10) / 10).toBe(value);
  });
});

describe('no test, no language score', () => {
  it('scores an applicant without a GRE as the applicants who posted none were admitted, not as the lowest score', () => {
    const withoutTest = probability({ ...applicant, testType: null, testScore: null });
    const lowest = probability({ ...applicant, testScore: 260 });
    const highest = probability({ ...applicant, testScore: 340 });
    expect(withoutTest).toBeGreaterThan(lowest);
    expect(withoutTest).toBeLessThan(highest);
  });

  it('leaves the estimate where TOEFL 100 puts it when no language score is given (the decisions carry none)', () => {
    expect(probability({ ...applicant, languageScore: null })).toBe(probability(applicant));
  });
});

describe('what admitted applicants reported', () => {
  const withProfile = schoolsWithOwn().reverse().find((s) => admittedProfileFor(s.slug, null)?.gre && admittedProfileFor(s.slug, null)?.gpa)!;
  const at = { ...school, slug: withProfile.slug };

  it('compares scores with the medians admits reported there, and says so', () => {
    const reported = admittedProfileFor(withProfile.slug, null)!;
    const analysis = analyseSchool({ ...applicant, gpa: 8.5 }, at);
    expect(analysis.admittedProfile).toEqual({ programmeGroup: null, gpa: reported.gpa, gre: reported.gre });
    expect(analysis.requirements.test).toMatchObject({ type: 'GRE', required: reported.gre!.median, yourScore: 315 });
    expect(analysis.requirements.gpa).toMatchObject({ required: reported.gpa!.median, yourScore: 3.4 });
    for (const figure of [reported.gpa!, reported.gre!]) {
      expect(figure.reported).toBeGreaterThanOrEqual(MIN_SHOWN_COUNT);
      expect(figure.low).toBeLessThanOrEqual(figure.median);
      expect(figure.high).toBeGreaterThanOrEqual(figure.median);
    }
  });

  it('converts a GMAT to GRE for the comparison', () => {
    const { requirements } = analyseSchool({ ...applicant, testType: 'GMAT', testScore: 645 }, at);
    expect(requirements.test).toMatchObject({ type: 'GRE', yourScore: 327 });
  });

  it('requires nothing where too few admits reported figures, and never a language score', () => {
    const analysis = analyseSchool(applicant, school);
    expect(analysis).not.toHaveProperty('admittedProfile');
    expect(analysis.requirements.test).toEqual({ type: 'GRE', required: null, yourScore: 315, weight: 0.5 });
    expect(analysis.requirements.gpa.required).toBeNull();
    expect(analyseSchool(applicant, at).requirements.language).toEqual({ type: 'TOEFL', required: null, yourScore: 100, weight: 0.5 });
  });
});

describe('the programme', () => {
  // A programme group whose own adjustment (at the Master's level too) moves it visibly from its field.
  const offsetOf = (code: string) => ADMISSION_MODEL.adjustments.programme[code]!.value + (ADMISSION_MODEL.adjustments.programmeLevel[`${code}|masters`]?.value ?? 0);
  const group = ADMISSION_MODEL.programmeGroups.find((code) => code.length === 5 && ADMISSION_MODEL.adjustments.programme[code] && Math.abs(offsetOf(code)) > 0.1)!;
  const programme = { ...applicant, degreeLevel: 'masters' as const, programCode: group };

  it("moves the estimate from its field's by the programme group's own adjustment", () => {
    const withProgramme = probabilityPercent(programme, school);
    const fieldOnly = probabilityPercent({ ...programme, programCode: group.slice(0, 2) }, school);
    expect(Math.sign(withProgramme - fieldOnly)).toBe(Math.sign(offsetOf(group)));
  });

  it('resolves a 6-digit code to its series by prefix', () => {
    expect(probabilityPercent({ ...programme, programCode: `${group}01` }, school)).toBe(probabilityPercent(programme, school));
  });

  it("counts the decisions at the school at the applicant's level and those in the programme there, and tiers only with enough", () => {
    const [key, count] = Object.entries(ADMISSION_MODEL.decisions.schoolProgramme).find(([k]) => k.endsWith(`|${group}`) && ADMISSION_MODEL.decisions.schoolLevel[`${k.split('|')[0]}|masters`])!;
    const slug = key.split('|')[0]!;
    const atLevel = ADMISSION_MODEL.decisions.schoolLevel[`${slug}|masters`]!;
    expect(analyseSchool(programme, { ...school, slug }).evidence).toMatchObject({ decisions: atLevel, inProgramme: count, programmeBasis: 'programme' });
    expect(hasEvidence(programme, { ...school, slug })).toBe(true);
    expect(hasEvidence(programme, school)).toBe(false);
    // A field with no decisions: the university's record at the level still informs it.
    expect(analyseSchool({ ...programme, programCode: '99' }, { ...school, slug }).evidence).toMatchObject({ decisions: atLevel, inProgramme: 0, programmeBasis: 'university' });
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
    const few = schoolsWithOwn()[0]!;
    expect(mostDecisions.decisions).toBeGreaterThan(10 * few.decisions);
    // Compared on the log-odds scale: a width in percent also depends on where the estimate sits.
    const spreadAt = (slug: string) => logOddsVariance(ADMISSION_MODEL, applicantFigures(masters), { ...school, slug }, 0, null);
    expect(spreadAt(mostDecisions.slug)).toBeLessThan(spreadAt(few.slug));
    expect(spreadAt(mostDecisions.slug)).toBeLessThan(spreadAt('no-decisions-here'));
    expect(widthAt(mostDecisions.slug)).toBeLessThan(widthAt('no-decisions-here'));
  });

  it('counts the decisions and says whether the school has its own adjustment', () => {
    expect(analyseSchool(applicant, { ...school, slug: mostDecisions.slug }).evidence).toEqual({ decisions: mostDecisions.decisions, inProgramme: 0, programmeBasis: null, ownAdjustment: true });
    expect(analyseSchool(applicant, { ...school, slug: 'no-decisions-here' }).evidence).toEqual({ decisions: 0, inProgramme: 0, programmeBasis: null, ownAdjustment: false });
  });
});

describe('monotonicity: a higher score never lowers the estimate', () => {
  const schools: SchoolProfile[] = [
    school,
    { ...school, acceptanceRate: 5, worldPositions: [3, 5] },
    { ...school, acceptanceRate: null, graduateStudents: null, worldPositions: [] },
    { ...school, slug: pooledSlug },
    { ...school, slug: mostDecisions.slug },
  ];
  const backgrounds: ChanceInput[] = [
    applicant,
    nothing,
    { ...applicant, gpa: 9.2, languageTest: 'IELTS', languageScore: 6, degreeLevel: 'masters' },
    { ...applicant, degreeLevel: 'phd' },
    { ...nothing, degreeLevel: 'masters' },
    { ...applicant, degreeLevel: 'masters', programCode: ADMISSION_MODEL.programmeGroups[0]! },
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
