// The calculator's inputs and the request bodies built from them. Here rather
// than in remote-chances because the shortlist and comparison (another remote)
// estimate chances from the same saved inputs.
import type { BatchChanceBody, GeneralChanceBody, SpecificChanceBody } from '../contracts/chances';
import { COUNTRY_FILTERS, type CountryFilter } from './constants';

/** SPEC section 9's calculator enumerations. */
export const MODES = ['general', 'specific'] as const;
export type Mode = (typeof MODES)[number];
export const TEST_TYPES = ['GRE', 'GMAT', 'None'] as const;
export type TestTypeChoice = (typeof TEST_TYPES)[number];
export const LANGUAGE_TESTS = ['TOEFL', 'IELTS'] as const;
export type LanguageTest = (typeof LANGUAGE_TESTS)[number];
/** Beyond the SPEC: an optional degree level; '' sends nothing. */
export const DEGREE_LEVELS = [
  { value: '', label: 'Not specified' },
  { value: 'masters', label: "Master's" },
  { value: 'phd', label: 'PhD' },
] as const;
export type DegreeLevelChoice = (typeof DEGREE_LEVELS)[number]['value'];
/** Beyond the SPEC: the scale the GPA is on; '' lets the API's rule read it (at most 4 on 4 points, above 4 on 10). */
export const GPA_SCALE_CHOICES = [
  { value: '', label: 'Read it from the number' },
  { value: '4', label: 'Out of 4 (US GPA)' },
  { value: '5', label: 'Out of 5 (e.g. Nigeria, Ghana)' },
  { value: '10', label: 'Out of 10 (e.g. India CGPA)' },
] as const;
export type GpaScaleChoice = (typeof GPA_SCALE_CHOICES)[number]['value'];

/** Everything the form holds. Numbers stay as typed: the server checks them (SPEC section 5). */
export interface CalculatorInputs {
  mode: Mode;
  country: CountryFilter;
  universityName: string;
  testType: TestTypeChoice;
  testScore: string;
  languageTest: LanguageTest;
  languageScore: string;
  gpa: string;
  gpaScale: GpaScaleChoice;
  degreeLevel: DegreeLevelChoice;
}

export const DEFAULT_INPUTS: CalculatorInputs = {
  mode: 'general',
  country: 'All',
  universityName: '',
  testType: 'GRE',
  testScore: '',
  languageTest: 'IELTS', // SPEC section 9: IELTS is the noted default
  languageScore: '',
  gpa: '',
  gpaScale: '',
  degreeLevel: '',
};

/** An empty box means "not given"; anything else goes as a number, or as typed if it is not one. */
function numberOrText(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

function commonBody(inputs: CalculatorInputs) {
  const noTest = inputs.testType === 'None';
  return {
    testType: noTest ? null : inputs.testType,
    testScore: noTest ? null : numberOrText(inputs.testScore),
    languageTest: inputs.languageTest,
    languageScore: numberOrText(inputs.languageScore),
    gpa: numberOrText(inputs.gpa),
    ...(inputs.gpaScale ? { gpaScale: Number(inputs.gpaScale) } : {}),
    ...(inputs.degreeLevel ? { degreeLevel: inputs.degreeLevel } : {}),
  };
}

export const generalBody = (inputs: CalculatorInputs): GeneralChanceBody => ({ ...commonBody(inputs), country: inputs.country });

export const specificBody = (inputs: CalculatorInputs): SpecificChanceBody => ({
  ...commonBody(inputs),
  universityName: inputs.universityName.trim(),
});

/** One estimate per named school, from the same profile (POST /api/rate-my-chances/batch). */
export const batchBody = (inputs: CalculatorInputs, universityNames: string[]): BatchChanceBody => ({
  ...commonBody(inputs),
  universityNames,
});

/** True once the inputs hold a profile to estimate from: a GPA and a language score at least. */
export const hasProfile = (inputs: CalculatorInputs): boolean => inputs.gpa.trim() !== '' && inputs.languageScore.trim() !== '';

const oneOf = <T extends string>(values: readonly T[], raw: unknown, fallback: T): T =>
  values.includes(raw as T) ? (raw as T) : fallback;
const text = (raw: unknown, fallback: string) => (typeof raw === 'string' ? raw : fallback);

/** Remembered inputs come from browser storage, so each field is checked; anything odd falls back to the default. */
export function inputsFrom(raw: unknown): CalculatorInputs {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_INPUTS;
  const saved = raw as Record<string, unknown>;
  const d = DEFAULT_INPUTS;
  return {
    mode: oneOf(MODES, saved.mode, d.mode),
    country: oneOf(COUNTRY_FILTERS, saved.country, d.country),
    universityName: text(saved.universityName, d.universityName),
    testType: oneOf(TEST_TYPES, saved.testType, d.testType),
    testScore: text(saved.testScore, d.testScore),
    languageTest: oneOf(LANGUAGE_TESTS, saved.languageTest, d.languageTest),
    languageScore: text(saved.languageScore, d.languageScore),
    gpa: text(saved.gpa, d.gpa),
    gpaScale: oneOf(
      GPA_SCALE_CHOICES.map((scale) => scale.value),
      saved.gpaScale,
      d.gpaScale,
    ),
    degreeLevel: oneOf(
      DEGREE_LEVELS.map((level) => level.value),
      saved.degreeLevel,
      d.degreeLevel,
    ),
  };
}
