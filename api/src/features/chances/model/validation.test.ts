import { VALIDATION_MESSAGES as M, validateChanceBody } from './validation';

const valid = { testType: 'GRE', testScore: 320, languageTest: 'TOEFL', languageScore: 105, gpa: 3.6 };

function errorsOf(body: unknown, mode: 'general' | 'specific' = 'general'): string[] {
  const result = validateChanceBody(body, mode);
  return result.ok ? [] : result.errors;
}

describe('validateChanceBody', () => {
  it('accepts a complete general request and defaults the country to All', () => {
    expect(validateChanceBody(valid, 'general')).toEqual({
      ok: true,
      input: { testType: 'GRE', testScore: 320, languageTest: 'TOEFL', languageScore: 105, gpa: 3.6, gpaScale: null, degreeLevel: null, programCode: null },
      country: 'All',
    });
  });

  it('accepts numeric strings and ignores unknown fields', () => {
    const result = validateChanceBody({ ...valid, testScore: ' 320 ', languageScore: '105', gpa: '8.7', country: 'Canada', extra: 1 }, 'general');
    expect(result).toEqual({
      ok: true,
      input: { testType: 'GRE', testScore: 320, languageTest: 'TOEFL', languageScore: 105, gpa: 8.7, gpaScale: null, degreeLevel: null, programCode: null },
      country: 'Canada',
    });
  });

  it('reads a GPA on the scale the student names: a Nigerian CGPA of 4.2 out of 5 is not 4.2 out of 10', () => {
    const five = validateChanceBody({ ...valid, gpa: 4.2, gpaScale: 5 }, 'general');
    expect(five.ok && five.input).toMatchObject({ gpa: 4.2, gpaScale: 5 });
    const asText = validateChanceBody({ ...valid, gpa: '4.2', gpaScale: '5' }, 'general');
    expect(asText.ok && asText.input).toMatchObject({ gpa: 4.2, gpaScale: 5 });
    expect(errorsOf({ ...valid, gpa: 5.5, gpaScale: 5 })).toEqual([M.gpaOnFive]);
    expect(errorsOf({ ...valid, gpa: 4.5, gpaScale: 4 })).toEqual([M.gpaOnFour]);
    expect(errorsOf({ ...valid, gpa: 3.2, gpaScale: 7 })).toEqual([M.gpaScale]);
    expect(errorsOf({ ...valid, gpa: 3.2, gpaScale: 'five' })).toEqual([M.gpaScale]);
    // Without a scale, the rule as before; an empty scale is no scale.
    const rule = validateChanceBody({ ...valid, gpa: 8.4, gpaScale: '' }, 'general');
    expect(rule.ok && rule.input).toMatchObject({ gpa: 8.4, gpaScale: null });
  });

  it('treats None, null and a missing test type as no test', () => {
    for (const testType of ['None', null, undefined]) {
      const result = validateChanceBody({ ...valid, testType, testScore: null }, 'general');
      expect(result.ok && result.input.testType).toBeNull();
    }
  });

  it('needs a university name in specific mode', () => {
    expect(errorsOf({ ...valid, universityName: '  ' }, 'specific')).toEqual([M.universityName]);
    expect(validateChanceBody({ ...valid, universityName: ' Rice University ' }, 'specific')).toMatchObject({
      ok: true,
      universityName: 'Rice University',
    });
  });

  it('rejects a body that is not an object', () => {
    expect(errorsOf(null)).toEqual([M.body]);
    expect(errorsOf([valid])).toEqual([M.body]);
  });

  it.each([
    [{ testType: 'SAT' }, M.testType],
    [{ testScore: 'abc' }, M.testScoreNumber],
    [{ testScore: null }, M.testScoreMissing],
    [{ testType: 'None' }, M.testTypeMissing],
    [{ testScore: 259 }, M.greRange],
    [{ testScore: 341 }, M.greRange],
    [{ testType: 'GMAT', testScore: 195 }, M.gmatRange],
    [{ testType: 'GMAT', testScore: 810 }, M.gmatRange],
    [{ testType: 'GMAT', testScore: 203 }, M.gmatRange],
    [{ languageTest: 'PTE' }, M.languageTest],
    [{ languageScore: 'high' }, M.languageScoreNumber],
    [{ languageScore: 121 }, M.toeflRange],
    [{ languageTest: 'IELTS', languageScore: 6.3 }, M.ieltsRange],
    [{ languageTest: 'IELTS', languageScore: 9.5 }, M.ieltsRange],
    [{ gpa: 'x' }, M.gpaNumber],
    [{ gpa: 0 }, M.gpaRange],
    [{ gpa: 10.5 }, M.gpaRange],
    [{ country: 'Mexico' }, M.country],
    [{ degreeLevel: 'bachelors' }, M.degreeLevel],
    [{ degreeLevel: 1 }, M.degreeLevel],
    [{ programCode: '11.7' }, M.programCode],
    [{ programCode: 'computer science' }, M.programCode],
    [{ programCode: 1107 }, M.programCode],
  ])('reports %j as one clear error', (change, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual([message]);
  });

  it.each(['11', '11.07', '11.0701', ' 45.06 '])('accepts the CIP code %p as the programme', (programCode) => {
    const result = validateChanceBody({ ...valid, programCode }, 'general');
    expect(result.ok && result.input.programCode).toBe(programCode.trim());
  });

  it('lists every problem at once', () => {
    expect(errorsOf({ testType: 'GRE', testScore: 400, languageTest: 'IELTS', languageScore: 10, gpa: -1, country: 'Mars' })).toEqual([
      M.greRange, M.ieltsRange, M.gpaRange, M.country,
    ]);
  });

  it('converts a classic GMAT score to GMAT Focus and keeps a Focus score', () => {
    const classic = validateChanceBody({ ...valid, testType: 'GMAT', testScore: 700 }, 'general');
    const focus = validateChanceBody({ ...valid, testType: 'gmat', testScore: '655' }, 'general');
    expect(classic.ok && classic.input).toMatchObject({ testType: 'GMAT', testScore: 645 });
    expect(focus.ok && focus.input).toMatchObject({ testType: 'GMAT', testScore: 655 });
  });

  it.each([
    ['masters', 'masters'], [' PhD ', 'phd'], ['', null], [undefined, null],
  ])('reads degreeLevel %j as %j', (raw, level) => {
    const result = validateChanceBody({ ...valid, degreeLevel: raw }, 'general');
    expect(result.ok && result.input.degreeLevel).toBe(level);
  });

  it('allows scores to be left empty and defaults the language test to IELTS', () => {
    expect(validateChanceBody({ testType: 'None', testScore: '', languageScore: '', gpa: '' }, 'general')).toEqual({
      ok: true,
      input: { testType: null, testScore: null, languageTest: 'IELTS', languageScore: null, gpa: null, gpaScale: null, degreeLevel: null, programCode: null },
      country: 'All',
    });
  });
});
