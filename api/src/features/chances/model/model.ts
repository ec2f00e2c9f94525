import { type ProgrammeKeys, admissionProbability, admissionRange, programmeKeysOf } from './admission-model';
import { admittedProfileFor } from './admitted-profiles';
import { MIN_REPORTED_SPREAD, QUARTILE_SPAN_SD, WEIGHT_NO_SCORE, WEIGHT_SLOPE, WEIGHT_UNKNOWN_REQUIREMENT, shownPercent } from './constants';
import { gmatToGre, gpaToFourPoint, ieltsToToefl, toFocusGmat } from './conversions';
import { evidenceFor } from './evidence';
import { ADMISSION_MODEL } from './fitted-model';
import { chanceTier } from './tiers';
import type { ChanceInput, SchoolProfile, SpecificAnalysis } from './types';
import type { ReportedFigure } from './admitted-profiles';

export type { ChanceInput, RequirementPart, SchoolProfile, SpecificAnalysis, TestType } from './types';
export { validateChanceBody } from './validation';
export { evidenceFor, hasEvidence } from './evidence';

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The requirement weight: about the share of the figures admitted applicants
 * reported there that lie below yours, read from their median and middle
 * half as if they spread normally (0.5: your figure is their median). A part
 * you left empty weighs 0; one with no admits' figure to compare with, 0.5.
 */
function weightOf(yours: number | null, reported: ReportedFigure | null, minSpread: number): number {
  if (yours === null) return WEIGHT_NO_SCORE;
  if (reported === null) return WEIGHT_UNKNOWN_REQUIREMENT;
  const spread = Math.max((reported.high - reported.low) / QUARTILE_SPAN_SD, minSpread);
  return Math.round(logistic((WEIGHT_SLOPE * (yours - reported.median)) / spread) * 100) / 100;
}

type Reported = { gre: ReportedFigure | null; gpa: ReportedFigure | null };

/** Test scores are compared with the GRE totals admits reported (a GMAT is converted to GRE); without them, nothing is required. */
function compareTest(input: ChanceInput, reported: Reported) {
  const score = input.testType === null ? null : input.testScore;
  const yourGre = score === null ? null : input.testType === 'GMAT' ? gmatToGre(toFocusGmat(score)) : score;
  if (reported.gre === null) {
    const yourScore = score === null ? null : input.testType === 'GMAT' ? toFocusGmat(score) : score;
    return { type: input.testType, required: null, yourScore, weight: weightOf(yourScore, null, MIN_REPORTED_SPREAD.gre) };
  }
  return { type: 'GRE' as const, required: reported.gre.median, yourScore: yourGre, weight: weightOf(yourGre, reported.gre, MIN_REPORTED_SPREAD.gre) };
}

/** No decision carries a language score, so no admits' figure exists: the part shows the applicant's score only. */
function compareLanguage(input: ChanceInput) {
  return { type: input.languageTest, required: null, yourScore: input.languageScore, weight: weightOf(input.languageScore, null, 0) };
}

/** GPAs are compared on 4 points with the GPAs admits reported (a 10-point GPA is converted). */
function compareGpa(input: ChanceInput, reported: Reported) {
  if (reported.gpa === null) return { required: null, yourScore: input.gpa, weight: weightOf(input.gpa, null, 0) };
  const yours = input.gpa === null ? null : gpaToFourPoint(input.gpa, input.gpaScale);
  return { required: reported.gpa.median, yourScore: yours, weight: weightOf(yours, reported.gpa, MIN_REPORTED_SPREAD.gpa) };
}

/** The applicant's figures on the model's scales: GPA on 4 points, GRE total (GMAT converted), TOEFL (IELTS converted). */
export function applicantFigures(input: ChanceInput) {
  const score = input.testType === null ? null : input.testScore;
  const greTotal = score === null ? null : input.testType === 'GMAT' ? gmatToGre(toFocusGmat(score)) : score;
  const toefl = input.languageScore === null ? null : input.languageTest === 'IELTS' ? ieltsToToefl(input.languageScore) : input.languageScore;
  // GradAtlas is for international applicants, so the estimate is an international applicant's.
  return { gpa4: input.gpa === null ? null : gpaToFourPoint(input.gpa, input.gpaScale), greTotal, toefl, international: 1 as const };
}

/** The request's programme as the model reads it: its field and programme group (by prefix), or null when none is given. */
export const programmeFor = (input: ChanceInput): ProgrammeKeys | null => programmeKeysOf(ADMISSION_MODEL, input.programCode);

/** Estimated chance in percent (one decimal), clamped to 2-98 %. */
export function probabilityPercent(input: ChanceInput, school: SchoolProfile): number {
  return shownPercent(admissionProbability(ADMISSION_MODEL, applicantFigures(input), school, input.degreeLevel, programmeFor(input)));
}

/**
 * The likely range (percent, one decimal, 2-98 %) around the estimate: the
 * model's 80 % uncertainty interval (admission-model.ts). Wider for a school
 * or programme with few decisions of its own, and by how far admissions move
 * from one season to the next.
 */
export function probabilityRangePercent(input: ChanceInput, school: SchoolProfile): { low: number; high: number } {
  const range = admissionRange(ADMISSION_MODEL, applicantFigures(input), school, input.degreeLevel, programmeFor(input));
  return { low: shownPercent(range.low), high: shownPercent(range.high) };
}

/**
 * Estimated chance of admission to one school, in percent, with its likely
 * range and tier (tiers.ts): the fitted logistic model (admission-model.ts)
 * for this applicant, school, degree level and programme, clamped to 2-98 %.
 * The general lists, the specific analysis and the batch all call this, so
 * the same inputs give the same answer everywhere. The requirement parts
 * compare each score with what admitted applicants reported there
 * (admitted-profiles.ts); where fewer than 20 admits reported a figure,
 * nothing is shown as required. They explain; they do not compute the
 * estimate. An estimate, not a promise.
 */
export function analyseSchool(input: ChanceInput, school: SchoolProfile): SpecificAnalysis {
  const profile = admittedProfileFor(school.slug, programmeFor(input));
  const reported: Reported = { gre: profile?.gre ?? null, gpa: profile?.gpa ?? null };
  const probability = probabilityPercent(input, school);
  const probabilityRange = probabilityRangePercent(input, school);
  return {
    university: school.name,
    slug: school.slug,
    probability,
    probabilityRange,
    evidence: evidenceFor(input, school),
    category: chanceTier(probability, probabilityRange),
    ...(school.acceptanceRate === null ? {} : { acceptanceRate: school.acceptanceRate }),
    ...(profile ? { admittedProfile: { programmeGroup: profile.programme, gpa: profile.gpa, gre: profile.gre } } : {}),
    requirements: { test: compareTest(input, reported), gpa: compareGpa(input, reported), language: compareLanguage(input) },
  };
}
