import { admissionProbability, type DegreeLevel, type ModelApplicant, type ModelSchool } from './admission-model';
import {
  APPLICANT_IS_INTERNATIONAL, ASSUMED_MASTERS_SHARE, MAX_PROBABILITY_PERCENT, MIN_PROBABILITY_PERCENT,
  MODERATE_FROM_PERCENT, SAFE_FROM_PERCENT, WEIGHT_NO_SCORE, WEIGHT_SLOPE, WEIGHT_UNKNOWN_REQUIREMENT,
} from './constants';
import {
  gmatToGre, gpaScale, gpaToFourPoint, gpaToTenPoint, greToGmat, ieltsToToefl, toeflToIelts, toFocusGmat,
} from './conversions';
import { FITTED_MODEL } from './fitted-model';
import { searchForm } from '../lib/search-text';
import type { ChanceCategory, ChanceInput, LanguageTest, SchoolProfile, SpecificAnalysis, TestType } from './types';

export type { ChanceInput, RequirementPart, SchoolProfile, SpecificAnalysis, TestType } from './types';
export { validateChanceBody } from './validation';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

type SpreadName = keyof typeof FITTED_MODEL.comparisonSpread;

/** Applicant minus school, in the spread of that score among applicants; null when either side is unknown. */
function standardGap(name: SpreadName, yours: number | null, required: number | null): number | null {
  if (yours === null || required === null) return null;
  return (yours - required) / FITTED_MODEL.comparisonSpread[name];
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
  return { yourGre, part: { type, required, yourScore, weight: weightOf(yourScore, gap) } };
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
  return { yourToefl, part: { type, required, yourScore, weight: weightOf(yourScore, gap) } };
}

/** GPAs are compared on the 10-point scale of the fitted data; shown on the scale of the school's figure. */
function compareGpa(input: ChanceInput, school: SchoolProfile) {
  const required = school.averageGpa;
  const gpa = input.gpa;
  const yourScore = gpa === null ? null : required === null ? gpa : gpaScale(required) === 4 ? gpaToFourPoint(gpa) : gpaToTenPoint(gpa);
  const gap = standardGap('cgpa', gpa === null ? null : gpaToTenPoint(gpa), required === null ? null : gpaToTenPoint(required));
  return { part: { required, yourScore, weight: weightOf(yourScore, gap) } };
}

export function categorise(probabilityPercent: number): ChanceCategory {
  if (probabilityPercent >= SAFE_FROM_PERCENT) return 'safe';
  if (probabilityPercent >= MODERATE_FROM_PERCENT) return 'moderate';
  return 'ambitious';
}

/** The model's view of a school: its Scorecard facts and the keys of its pooled effect. */
export function modelSchool(school: SchoolProfile): ModelSchool {
  const name = `name:${searchForm(school.name)}`;
  return {
    keys: school.unitid === null ? [name] : [`unitid:${school.unitid}`, name],
    admissionRate: school.acceptanceRate === null ? null : school.acceptanceRate / 100,
    graduateStudents: school.graduateStudents,
  };
}

/** The applicant on the model's scales: GRE total (GMAT converted), 4-point GPA, TOEFL (IELTS converted). */
function modelApplicant(input: ChanceInput, greTotal: number | null, toefl: number | null, degree: DegreeLevel): ModelApplicant {
  return {
    degree,
    international: APPLICANT_IS_INTERNATIONAL,
    greTotal,
    gpaFourPoint: input.gpa === null ? null : gpaToFourPoint(input.gpa),
    toefl,
  };
}

/** Probability (0-1) for the input's degree level, or the user mix when it has none. */
function probabilityFor(input: ChanceInput, school: ModelSchool, greTotal: number | null, toefl: number | null): number {
  const at = (degree: DegreeLevel) => admissionProbability(modelApplicant(input, greTotal, toefl, degree), school, FITTED_MODEL.coefficients);
  if (input.degreeLevel !== null) return at(input.degreeLevel);
  return ASSUMED_MASTERS_SHARE * at('masters') + (1 - ASSUMED_MASTERS_SHARE) * at('phd');
}

/**
 * Estimated chance of admission to one school, in percent: the logistic model
 * fitted on real decisions (admission-model.ts), for an international applicant,
 * clamped to 2-98 %. A score the applicant leaves out neither helps nor hurts.
 * The requirement parts compare each score with the school's typical one. An
 * estimate, not a promise.
 */
export function analyseSchool(input: ChanceInput, school: SchoolProfile): SpecificAnalysis {
  const test = compareTest(input, school);
  const gpa = compareGpa(input, school);
  const language = compareLanguage(input, school);
  const percent = clamp(100 * probabilityFor(input, modelSchool(school), test.yourGre, language.yourToefl), MIN_PROBABILITY_PERCENT, MAX_PROBABILITY_PERCENT);
  const probability = Math.round(percent * 10) / 10;
  return {
    university: school.name,
    probability,
    category: categorise(probability),
    ...(school.acceptanceRate === null ? {} : { acceptanceRate: school.acceptanceRate }),
    requirements: { test: test.part, gpa: gpa.part, language: language.part },
  };
}
