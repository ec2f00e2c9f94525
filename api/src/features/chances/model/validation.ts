import { BATCH_NAME_LIMIT, BATCH_NAME_MAX_LENGTH, type ChanceInputField } from '@gradatlas/shared/contracts';
import { isCipCode } from '../../../lib/cip-codes';
import { GPA_SCALES, isClassicGmat, toFocusGmat } from './conversions';
import type { ChanceCountry, ChanceInput, ChanceMode, DegreeLevel, LanguageTest, TestType, ValidationResult } from './types';

export const VALIDATION_MESSAGES = {
  body: 'Request body must be a JSON object',
  testType: 'Test type must be GRE, GMAT or None',
  testScoreNumber: 'Test score must be a number',
  testScoreMissing: 'Test score is required when a test type is chosen',
  testTypeMissing: 'Choose a test type (GRE or GMAT) for the test score',
  greRange: 'GRE score must be between 260 and 340',
  gmatRange: 'GMAT score must be between 205 and 805 (GMAT Focus) or 200 and 800 (classic GMAT)',
  languageTest: 'Language test must be TOEFL or IELTS',
  languageScoreNumber: 'Language score must be a number',
  toeflRange: 'TOEFL score must be between 0 and 120',
  ieltsRange: 'IELTS score must be between 0 and 9 in steps of 0.5',
  gpaNumber: 'GPA must be a number',
  gpaRange: 'GPA must be above 0 and at most 10 (4-point or 10-point scale)',
  gpaScale: 'GPA scale must be 4, 5 or 10',
  gpaOnFour: 'GPA must be above 0 and at most 4 on the 4-point scale',
  gpaOnFive: 'GPA must be above 0 and at most 5 on the 5-point scale',
  country: 'Country must be All, USA or Canada',
  universityName: 'University name is required',
  universityNames: `University names must be a list of 1 to ${BATCH_NAME_LIMIT} names`,
  tooManyNames: `At most ${BATCH_NAME_LIMIT} university names can be estimated at once`,
  universityNameInList: `Each university name must be non-empty text of at most ${BATCH_NAME_MAX_LENGTH} characters`,
  degreeLevel: "Degree level must be 'masters' or 'phd'",
  programCode: 'Programme code must be a CIP code of 2, 4 or 6 digits, such as 11, 11.07 or 11.0701',
} as const;

const M = VALIDATION_MESSAGES;

/** The request field each message is about (the body as a whole is about none). */
const MESSAGE_FIELDS: Record<keyof typeof VALIDATION_MESSAGES, ChanceInputField | null> = {
  body: null,
  testType: 'testType',
  testScoreNumber: 'testScore',
  testScoreMissing: 'testScore',
  testTypeMissing: 'testType',
  greRange: 'testScore',
  gmatRange: 'testScore',
  languageTest: 'languageTest',
  languageScoreNumber: 'languageScore',
  toeflRange: 'languageScore',
  ieltsRange: 'languageScore',
  gpaNumber: 'gpa',
  gpaRange: 'gpa',
  gpaScale: 'gpaScale',
  gpaOnFour: 'gpa',
  gpaOnFive: 'gpa',
  country: 'country',
  universityName: 'universityName',
  universityNames: 'universityNames',
  tooManyNames: 'universityNames',
  universityNameInList: 'universityNames',
  degreeLevel: 'degreeLevel',
  programCode: 'programCode',
};

/** The field a validation message is about, or null (the body as a whole, or a message of the schema). */
export function fieldOfMessage(message: string): ChanceInputField | null {
  const key = (Object.keys(M) as Array<keyof typeof M>).find((name) => M[name] === message);
  return key ? MESSAGE_FIELDS[key] : null;
}
const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

type Parsed = { kind: 'absent' } | { kind: 'number'; value: number } | { kind: 'invalid' };

/** Forms send numbers as numbers or numeric strings; null, undefined and '' mean "not given". */
function parseNumber(raw: unknown): Parsed {
  if (raw === undefined || raw === null) return { kind: 'absent' };
  if (typeof raw === 'number') return Number.isFinite(raw) ? { kind: 'number', value: raw } : { kind: 'invalid' };
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '') return { kind: 'absent' };
    return NUMERIC_TEXT.test(text) ? { kind: 'number', value: Number(text) } : { kind: 'invalid' };
  }
  return { kind: 'invalid' };
}

const upper = (raw: unknown) => (typeof raw === 'string' ? raw.trim().toUpperCase() : raw);

function parseTestType(raw: unknown): TestType | null | 'invalid' {
  const value = upper(raw);
  if (value === undefined || value === null || value === '' || value === 'NONE') return null;
  return value === 'GRE' || value === 'GMAT' ? value : 'invalid';
}

function parseLanguageTest(raw: unknown): LanguageTest | 'invalid' {
  const value = upper(raw);
  // IELTS is the calculator's default language test (SPEC section 9).
  if (value === undefined || value === null || value === '') return 'IELTS';
  return value === 'TOEFL' || value === 'IELTS' ? value : 'invalid';
}

/** Optional; without it the model assumes the mix of GradAtlas users (mostly Master's). */
function parseDegreeLevel(raw: unknown): DegreeLevel | null | 'invalid' {
  if (raw === undefined || raw === null || raw === '') return null;
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
  return value === 'masters' || value === 'phd' ? value : 'invalid';
}

/** Optional: a CIP 2020 code ("11", "11.07", "11.0701"); the model resolves it to its programme group by prefix. */
function parseProgramCode(raw: unknown): string | null | 'invalid' {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') return 'invalid';
  const code = raw.trim();
  return isCipCode(code) ? code : 'invalid';
}

function parseCountry(raw: unknown): ChanceCountry | 'invalid' {
  if (raw === undefined || raw === null || raw === '') return 'All';
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
  if (value === 'all') return 'All';
  if (value === 'usa') return 'USA';
  if (value === 'canada') return 'Canada';
  return 'invalid';
}

function checkTest(body: Record<string, unknown>, errors: string[]): Pick<ChanceInput, 'testType' | 'testScore'> {
  const type = parseTestType(body.testType);
  const score = parseNumber(body.testScore);
  if (type === 'invalid') errors.push(M.testType);
  if (score.kind === 'invalid') errors.push(M.testScoreNumber);
  if ((type === 'GRE' || type === 'GMAT') && score.kind === 'absent') errors.push(M.testScoreMissing);
  if (type === null && score.kind === 'number') errors.push(M.testTypeMissing);
  if (score.kind !== 'number' || type === null || type === 'invalid') return { testType: null, testScore: null };
  if (type === 'GRE') {
    if (score.value < 260 || score.value > 340) errors.push(M.greRange);
    return { testType: type, testScore: score.value };
  }
  // Classic scores (multiples of 10) run 200-800; anything else is read as GMAT Focus (205-805).
  const classic = isClassicGmat(score.value);
  const inRange = classic ? score.value >= 200 && score.value <= 800 : score.value >= 205 && score.value <= 805;
  if (!inRange) errors.push(M.gmatRange);
  return { testType: type, testScore: inRange ? toFocusGmat(score.value) : score.value };
}

function checkLanguage(body: Record<string, unknown>, errors: string[]): Pick<ChanceInput, 'languageTest' | 'languageScore'> {
  const test = parseLanguageTest(body.languageTest);
  const score = parseNumber(body.languageScore);
  if (test === 'invalid') errors.push(M.languageTest);
  if (score.kind === 'invalid') errors.push(M.languageScoreNumber);
  const languageTest = test === 'invalid' ? 'IELTS' : test;
  if (score.kind !== 'number' || test === 'invalid') return { languageTest, languageScore: null };
  if (test === 'TOEFL' && (score.value < 0 || score.value > 120)) errors.push(M.toeflRange);
  if (test === 'IELTS' && (score.value < 0 || score.value > 9 || !Number.isInteger(score.value * 2))) errors.push(M.ieltsRange);
  return { languageTest, languageScore: score.value };
}

function checkGpa(body: Record<string, unknown>, errors: string[]): Pick<ChanceInput, 'gpa' | 'gpaScale'> {
  const scaleGiven = parseNumber(body.gpaScale);
  const named = scaleGiven.kind === 'number' ? GPA_SCALES.find((scale) => scale === scaleGiven.value) : undefined;
  if (scaleGiven.kind === 'invalid' || (scaleGiven.kind === 'number' && named === undefined)) errors.push(M.gpaScale);
  const gpaScale = named ?? null;
  const gpa = parseNumber(body.gpa);
  if (gpa.kind === 'invalid') errors.push(M.gpaNumber);
  if (gpa.kind !== 'number') return { gpa: null, gpaScale };
  const top = gpaScale ?? 10;
  if (gpa.value <= 0 || gpa.value > top) errors.push(gpaScale === 4 ? M.gpaOnFour : gpaScale === 5 ? M.gpaOnFive : M.gpaRange);
  return { gpa: gpa.value, gpaScale };
}

/** The batch's names, trimmed; each problem is reported once, however many names have it. */
function checkNames(raw: unknown, errors: string[]): string[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    errors.push(M.universityNames);
    return [];
  }
  if (raw.length > BATCH_NAME_LIMIT) errors.push(M.tooManyNames);
  const names = raw.map((name) => (typeof name === 'string' ? name.trim() : ''));
  if (names.some((name) => name === '' || name.length > BATCH_NAME_MAX_LENGTH)) errors.push(M.universityNameInList);
  return names;
}

/**
 * Checks a calculator request body and lists every problem, one message each.
 * Unknown fields are ignored. Missing scores are allowed: they then count for
 * nothing in the estimate (model.ts).
 */
export function validateChanceBody(body: unknown, mode: ChanceMode): ValidationResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, errors: [M.body] };
  const record = body as Record<string, unknown>;
  const errors: string[] = [];
  const degreeLevel = parseDegreeLevel(record.degreeLevel);
  if (degreeLevel === 'invalid') errors.push(M.degreeLevel);
  const programCode = parseProgramCode(record.programCode);
  if (programCode === 'invalid') errors.push(M.programCode);
  const input: ChanceInput = {
    ...checkTest(record, errors),
    ...checkLanguage(record, errors),
    ...checkGpa(record, errors),
    degreeLevel: degreeLevel === 'invalid' ? null : degreeLevel,
    programCode: programCode === 'invalid' ? null : programCode,
  };
  if (mode === 'general') {
    const country = parseCountry(record.country);
    if (country === 'invalid') errors.push(M.country);
    return errors.length ? { ok: false, errors } : { ok: true, input, country: country === 'invalid' ? 'All' : country };
  }
  if (mode === 'batch') {
    const universityNames = checkNames(record.universityNames, errors);
    return errors.length ? { ok: false, errors } : { ok: true, input, universityNames };
  }
  const name = typeof record.universityName === 'string' ? record.universityName.trim() : '';
  if (!name) errors.push(M.universityName);
  return errors.length ? { ok: false, errors } : { ok: true, input, universityName: name };
}
