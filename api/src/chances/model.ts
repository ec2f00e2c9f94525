import { COEFFICIENTS, type InputName } from './coefficients';
import {
  DEFAULT_ACCEPTANCE_RATE_PERCENT, MAX_GAP_SD, MAX_PROBABILITY_PERCENT, MIN_PROBABILITY_PERCENT,
  MODERATE_FROM_PERCENT, SAFE_FROM_PERCENT, WEIGHT_NO_SCORE, WEIGHT_SLOPE, WEIGHT_UNKNOWN_REQUIREMENT,
} from './constants';
import {
  gmatToGre, gpaScale, gpaToFourPoint, gpaToTenPoint, greToGmat, ieltsToToefl, toeflToIelts, toFocusGmat,
} from './conversions';
import type { ChanceCategory, ChanceInput, LanguageTest, SchoolProfile, SpecificAnalysis, TestType } from './types';

export type { ChanceInput, RequirementPart, SchoolProfile, SpecificAnalysis, TestType } from './types';
export { validateChanceBody } from './validation';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));
const logit = (p: number) => Math.log(p / (1 - p));

/**
 * Log-odds change per standard deviation of an input. The regression gives the
 * change in chance (0-1) per unit; times the input's std gives it per std; and
 * dividing by p(1-p) at the data set's mean chance turns a small change of
 * probability into the same change of log-odds (the slope of the logit there).
 * All three are positive, which is what makes the estimate monotone.
 */
function logOddsPerSd(name: InputName): number {
  const { meanChance, inputs } = COEFFICIENTS;
  return (Math.max(0, inputs[name].coefficient) * inputs[name].std) / (meanChance * (1 - meanChance));
}

/** Applicant minus school, in standard deviations of the fitted input; null when either side is unknown. */
function standardGap(name: InputName, yours: number | null, required: number | null): number | null {
  if (yours === null || required === null) return null;
  return (yours - required) / COEFFICIENTS.inputs[name].std;
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

/**
 * Estimated chance of admission to one school, in percent: the log-odds of the
 * school's admission rate, moved by the applicant's standardised gap to the
 * school's typical score on each input, then clamped to 2-98 %. An input the
 * applicant or the school lacks contributes nothing. An estimate, not a promise.
 */
export function analyseSchool(input: ChanceInput, school: SchoolProfile): SpecificAnalysis {
  const test = compareTest(input, school);
  const gpa = compareGpa(input, school);
  const language = compareLanguage(input, school);
  const base = clamp(school.acceptanceRate ?? DEFAULT_ACCEPTANCE_RATE_PERCENT, MIN_PROBABILITY_PERCENT, MAX_PROBABILITY_PERCENT) / 100;
  const shift = ([['gre', test.gap], ['cgpa', gpa.gap], ['toefl', language.gap]] as const).reduce(
    (sum, [name, gap]) => (gap === null ? sum : sum + logOddsPerSd(name) * clamp(gap, -MAX_GAP_SD, MAX_GAP_SD)),
    0,
  );
  const percent = clamp(100 * logistic(logit(base) + shift), MIN_PROBABILITY_PERCENT, MAX_PROBABILITY_PERCENT);
  const probability = Math.round(percent * 10) / 10;
  return {
    university: school.name,
    probability,
    category: categorise(probability),
    ...(school.acceptanceRate === null ? {} : { acceptanceRate: school.acceptanceRate }),
    requirements: { test: test.part, gpa: gpa.part, language: language.part },
  };
}
