import { MIN_SHOWN_COUNT, admissionProbability, admissionRange, decisionsAt, hasOwnAdjustment, programmeGroupOf } from './admission-model';
import { admittedProfileFor } from './admitted-profiles';
import {
  DISPLAY_SD, MAX_GAP_SD, MAX_PROBABILITY_PERCENT, MIN_PROBABILITY_PERCENT, MODERATE_FROM_PERCENT, SAFE_FROM_PERCENT,
  WEIGHT_NO_SCORE, WEIGHT_SLOPE, WEIGHT_UNKNOWN_REQUIREMENT,
} from './constants';
import { gmatToGre, gpaToFourPoint, gpaToTenPoint, ieltsToToefl, toFocusGmat } from './conversions';
import { ADMISSION_MODEL } from './fitted-model';
import type { ChanceCategory, ChanceInput, SchoolProfile, SpecificAnalysis } from './types';

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

/** What admitted applicants reported at the school (in the programme group when it has enough): the parts' reference values. */
type Reported = { gre: number | null; gpa: number | null };

/** Test scores are compared with the GRE total admits reported (a GMAT is converted to GRE); without one, nothing is required. */
function compareTest(input: ChanceInput, reported: Reported) {
  const score = input.testType === null ? null : input.testScore;
  const yourGre = score === null ? null : input.testType === 'GMAT' ? gmatToGre(toFocusGmat(score)) : score;
  if (reported.gre === null) {
    const yourScore = score === null ? null : input.testType === 'GMAT' ? toFocusGmat(score) : score;
    return { part: { type: input.testType, required: null, yourScore, weight: weightOf(yourScore, null) } };
  }
  const gap = standardGap('gre', yourGre, reported.gre);
  return { part: { type: 'GRE' as const, required: reported.gre, yourScore: yourGre, weight: weightOf(yourGre, gap) } };
}

/** No decision carries a language score, so no admits' figure exists: the part shows the applicant's score only. */
function compareLanguage(input: ChanceInput) {
  const yourScore = input.languageScore;
  return { part: { type: input.languageTest, required: null, yourScore, weight: weightOf(yourScore, null) } };
}

/** GPAs are compared on 4 points with the GPA admits reported (a 10-point GPA is converted). */
function compareGpa(input: ChanceInput, reported: Reported) {
  const gpa = input.gpa;
  if (reported.gpa === null) return { part: { required: null, yourScore: gpa, weight: weightOf(gpa, null) } };
  const yours = gpa === null ? null : gpaToFourPoint(gpa);
  const gap = standardGap('cgpa', yours === null ? null : gpaToTenPoint(yours), gpaToTenPoint(reported.gpa));
  return { part: { required: reported.gpa, yourScore: yours, weight: weightOf(yours, gap) } };
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

/** The model's programme group for the request's programme code (by prefix), or null. */
export const programmeGroupFor = (input: ChanceInput): string | null => programmeGroupOf(ADMISSION_MODEL, input.programCode);

/** Estimated chance in percent (one decimal), clamped to 2-98 %. */
export function probabilityPercent(input: ChanceInput, school: SchoolProfile): number {
  return shownPercent(admissionProbability(ADMISSION_MODEL, applicantFigures(input), school, input.degreeLevel, programmeGroupFor(input)));
}

/**
 * The likely range (percent, one decimal, 2-98 %) around the estimate: the
 * model's 80 % uncertainty interval (admission-model.ts). Wider for a school
 * with few decisions of its own, narrower for one with many.
 */
export function probabilityRangePercent(input: ChanceInput, school: SchoolProfile): { low: number; high: number } {
  const range = admissionRange(ADMISSION_MODEL, applicantFigures(input), school, input.degreeLevel, programmeGroupFor(input));
  return { low: shownPercent(range.low), high: shownPercent(range.high) };
}

/**
 * How many real decisions at this school (in the programme group, when the
 * request names one the model knows) the model learned from, and whether the
 * school has its own adjustment. Counts below MIN_SHOWN_COUNT are given as 0.
 */
export function evidenceFor(input: ChanceInput, school: SchoolProfile): SpecificAnalysis['evidence'] {
  const group = programmeGroupFor(input);
  // A programme the model has no group for: no decisions to speak of, whatever the school's overall count.
  const decisions = input.programCode !== null && group === null ? 0 : decisionsAt(ADMISSION_MODEL, school.slug, group);
  return { decisions, ownAdjustment: hasOwnAdjustment(ADMISSION_MODEL, school.slug) };
}

/** True when the school has enough decisions (for the programme, when given) to be placed in a tier. */
export const hasEvidence = (input: ChanceInput, school: SchoolProfile) => evidenceFor(input, school).decisions >= MIN_SHOWN_COUNT;

/**
 * Estimated chance of admission to one school, in percent: the fitted
 * logistic model (admission-model.ts) for this applicant, school and
 * programme, clamped to 2-98 %. The requirement parts compare each score with
 * what admitted applicants reported there (admitted-profiles.ts); where fewer
 * than 20 admits reported a figure, nothing is shown as required. They
 * explain; they do not compute the estimate. An estimate, not a promise.
 */
export function analyseSchool(input: ChanceInput, school: SchoolProfile): SpecificAnalysis {
  const profile = admittedProfileFor(school.slug, programmeGroupFor(input));
  const reported: Reported = { gre: profile?.gre?.median ?? null, gpa: profile?.gpa?.median ?? null };
  const probability = probabilityPercent(input, school);
  return {
    university: school.name,
    slug: school.slug,
    probability,
    probabilityRange: probabilityRangePercent(input, school),
    evidence: evidenceFor(input, school),
    category: categorise(probability),
    ...(school.acceptanceRate === null ? {} : { acceptanceRate: school.acceptanceRate }),
    ...(profile ? { admittedProfile: { programmeGroup: profile.programme, gpa: profile.gpa, gre: profile.gre } } : {}),
    requirements: { test: compareTest(input, reported).part, gpa: compareGpa(input, reported).part, language: compareLanguage(input).part },
  };
}
