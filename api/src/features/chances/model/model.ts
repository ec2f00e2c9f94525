import { admissionProbability, admissionRange, schoolEvidence } from './admission-model';
import {
  DISPLAY_SD, MAX_GAP_SD, MAX_PROBABILITY_PERCENT, MIN_PROBABILITY_PERCENT, MODERATE_FROM_PERCENT, SAFE_FROM_PERCENT,
  WEIGHT_NO_SCORE, WEIGHT_SLOPE, WEIGHT_UNKNOWN_REQUIREMENT,
} from './constants';
import {
  gmatToGre, gpaScale, gpaToFourPoint, gpaToTenPoint, greToGmat, ieltsToToefl, toeflToIelts, toFocusGmat,
} from './conversions';
import { ADMISSION_MODEL } from './fitted-model';
import type { ChanceCategory, ChanceInput, LanguageTest, SchoolProfile, SpecificAnalysis, TestType } from './types';

export type { ChanceInput, RequirementPart, SchoolProfile, SpecificAnalysis, TestType } from './types';
export { validateChanceBody } from './validation';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** Applicant minus school, in display standard deviations, capped at 3; null when either side is unknown. */
function standardGap(name: keyof typeof DISPLAY_SD, yours: number | null, required: number | null): number | null {
  if (yours === null || required === null) return null;
  return clamp((yours - required) / DISPLAY_SD[name], -MAX_GAP_SD, MAX_GAP_SD);
}

function weightOf(yourScore: number | null, gap: number | null): number {
  if (yourScore === null) return WEIGHT_NO_SCORE;
  if (gap === null) return WEIGHT_UNKNOWN_REQUIREMENT;
  return Math.round(logistic(WEIGHT_SLOPE * gap) * 100) / 100;
}

/** Test scores are compared as GRE totals (GMAT converted); shown on the scale of the school's figure. */
function compareTest(input: ChanceInput, school: SchoolProfile) {
  const score = input.testType === null ? null : input.testScore;
  const yourGre = score === null ? null : input.testType === 'GMAT' ? gmatToGre(toFocusGmat(score)) : score;
  const schoolGre = school.averageGRE ?? (school.averageGMAT === null ? null : gmatToGre(school.averageGMAT));
  const schoolHas = (type: TestType) => (type === 'GRE' ? school.averageGRE : school.averageGMAT) !== null;
  const type: TestType | null =
    input.testType !== null && schoolHas(input.testType) ? input.testType
    : schoolHas('GRE') ? 'GRE'
    : schoolHas('GMAT') ? 'GMAT'
    : input.testType;
  const required = type === 'GRE' ? school.averageGRE : type === 'GMAT' && school.averageGMAT !== null ? toFocusGmat(school.averageGMAT) : null;
  let yourScore: number | null = null;
  if (score !== null && yourGre !== null) {
    if (type === input.testType) yourScore = type === 'GMAT' ? toFocusGmat(score) : score;
    else yourScore = type === 'GMAT' ? greToGmat(yourGre) : yourGre;
  }
  const gap = standardGap('gre', yourGre, schoolGre);
  return { gap, part: { type, required, yourScore, weight: weightOf(yourScore, gap) } };
}

/** Language scores are compared as TOEFL iBT (IELTS converted); shown on the scale of the school's figure. */
function compareLanguage(input: ChanceInput, school: SchoolProfile) {
  const score = input.languageScore;
  const yourToefl = score === null ? null : input.languageTest === 'IELTS' ? ieltsToToefl(score) : score;
  const schoolToefl = school.averageToefl ?? (school.averageIelts === null ? null : ieltsToToefl(school.averageIelts));
  const schoolHas = (test: LanguageTest) => (test === 'TOEFL' ? school.averageToefl : school.averageIelts) !== null;
  const type: LanguageTest =
    schoolHas(input.languageTest) ? input.languageTest
    : schoolHas('TOEFL') ? 'TOEFL'
    : schoolHas('IELTS') ? 'IELTS'
    : input.languageTest;
  const required = type === 'TOEFL' ? school.averageToefl : school.averageIelts;
  let yourScore: number | null = null;
  if (score !== null && yourToefl !== null) {
    if (type === input.languageTest) yourScore = score;
    else yourScore = type === 'TOEFL' ? yourToefl : toeflToIelts(yourToefl);
  }
  const gap = standardGap('toefl', yourToefl, schoolToefl);
  return { gap, part: { type, required, yourScore, weight: weightOf(yourScore, gap) } };
}

/** GPAs are compared on the 10-point scale of the fitted data; shown on the scale of the school's figure. */
function compareGpa(input: ChanceInput, school: SchoolProfile) {
  const required = school.averageGpa;
  const gpa = input.gpa;
  const yourScore = gpa === null ? null : required === null ? gpa : gpaScale(required) === 4 ? gpaToFourPoint(gpa) : gpaToTenPoint(gpa);
  const gap = standardGap('cgpa', gpa === null ? null : gpaToTenPoint(gpa), required === null ? null : gpaToTenPoint(required));
  return { gap, part: { required, yourScore, weight: weightOf(yourScore, gap) } };
}

export function categorise(probabilityPercent: number): ChanceCategory {
  if (probabilityPercent >= SAFE_FROM_PERCENT) return 'safe';
  if (probabilityPercent >= MODERATE_FROM_PERCENT) return 'moderate';
  return 'ambitious';
}

/** The applicant's figures on the model's scales: GPA on 4 points, GRE total (GMAT converted), TOEFL (IELTS converted). */
export function applicantFigures(input: ChanceInput) {
  const score = input.testType === null ? null : input.testScore;
  const greTotal = score === null ? null : input.testType === 'GMAT' ? gmatToGre(toFocusGmat(score)) : score;
  const toefl = input.languageScore === null ? null : input.languageTest === 'IELTS' ? ieltsToToefl(input.languageScore) : input.languageScore;
  // GradAtlas is for international applicants, so the estimate is an international applicant's.
  return { gpa4: input.gpa === null ? null : gpaToFourPoint(input.gpa), greTotal, toefl, international: 1 as const };
}

/** A probability (0-1) as the estimate shows it: percent, one decimal, clamped to 2-98 %. */
const shownPercent = (p: number) => Math.round(clamp(100 * p, MIN_PROBABILITY_PERCENT, MAX_PROBABILITY_PERCENT) * 10) / 10;

/** Estimated chance in percent (one decimal), clamped to 2-98 %. */
export function probabilityPercent(input: ChanceInput, school: SchoolProfile): number {
  return shownPercent(admissionProbability(ADMISSION_MODEL, applicantFigures(input), school, input.degreeLevel));
}

/**
 * The likely range (percent, one decimal, 2-98 %) around the estimate: the
 * model's 80 % uncertainty interval (admission-model.ts). Wider for a school
 * with few decisions of its own, narrower for one with many.
 */
export function probabilityRangePercent(input: ChanceInput, school: SchoolProfile): { low: number; high: number } {
  const range = admissionRange(ADMISSION_MODEL, applicantFigures(input), school, input.degreeLevel);
  return { low: shownPercent(range.low), high: shownPercent(range.high) };
}

/** How many real decisions at this school the model learned from, and whether it has its own adjustment. */
export function evidenceFor(school: SchoolProfile): SpecificAnalysis['evidence'] {
  const evidence = schoolEvidence(ADMISSION_MODEL, school);
  return { decisions: evidence.decisions, ownAdjustment: evidence.school !== null };
}

/**
 * Estimated chance of admission to one school, in percent: the fitted
 * logistic model (admission-model.ts) for this applicant and school, clamped
 * to 2-98 %. The requirement parts show how each score compares with the
 * school's typical figure; they explain, they do not compute the estimate.
 * An estimate, not a promise.
 */
export function analyseSchool(input: ChanceInput, school: SchoolProfile): SpecificAnalysis {
  const test = compareTest(input, school);
  const gpa = compareGpa(input, school);
  const language = compareLanguage(input, school);
  const probability = probabilityPercent(input, school);
  return {
    university: school.name,
    probability,
    probabilityRange: probabilityRangePercent(input, school),
    evidence: evidenceFor(school),
    category: categorise(probability),
    ...(school.acceptanceRate === null ? {} : { acceptanceRate: school.acceptanceRate }),
    requirements: { test: test.part, gpa: gpa.part, language: language.part },
  };
}
