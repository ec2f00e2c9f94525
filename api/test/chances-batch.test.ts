import { BATCH_NAME_LIMIT } from '@gradatlas/shared/contracts';
import { VALIDATION_MESSAGES as M } from '../src/features/chances/model/validation';
import { unknownUniversityMessage } from '../src/features/chances/routes';
import { type TestApp, withSignedInApp } from './helpers/test-app';
import { databaseTargets } from './helpers/databases';

const BATCH = '/api/rate-my-chances/batch';
const SPECIFIC = '/api/rate-my-chances/specific';
const PROFILE = { testType: 'GRE', testScore: 318, languageTest: 'TOEFL', languageScore: 104, gpa: 3.6 };
const UNKNOWN = 'University of Nowhere At All';

describe.each(databaseTargets())('batch chances on $name', (target) => {
  let t: TestApp;
  let auth: Record<string, string>;

  withSignedInApp(target, (app, headers) => {
    t = app;
    auth = headers;
  });

  const batch = (payload: unknown, headers = auth) => t.app.inject({ method: 'POST', url: BATCH, headers, payload: payload as object });

  it('is 401 for a guest', async () => {
    const response = await batch({ ...PROFILE, universityNames: ['Stanford University'] }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Authentication required' });
  });

  it('answers each name in the order asked, an unknown name with the single call message', async () => {
    const names = ['Clemson University', UNKNOWN, 'Stanford University', 'clemson university'];
    const response = await batch({ ...PROFILE, universityNames: names });
    expect(response.statusCode).toBe(200);
    const { success, results } = response.json();
    expect(success).toBe(true);
    expect(results.map((result: { universityName: string }) => result.universityName)).toEqual(names);
    expect(results.map((result: { found: boolean }) => result.found)).toEqual([true, false, true, true]);
    expect(results[1]).toEqual({ universityName: UNKNOWN, found: false, error: unknownUniversityMessage(UNKNOWN) });
    expect(results[0].slug).toEqual(expect.any(String));
    // Case is ignored, as in the single call.
    expect({ ...results[3], universityName: 'x' }).toEqual({ ...results[0], universityName: 'x' });
  });

  it.each([
    ['the profile alone', PROFILE],
    ["a Master's programme chosen", { ...PROFILE, degreeLevel: 'masters', programCode: '11.07' }],
    ['a PhD in a field', { ...PROFILE, degreeLevel: 'phd', programCode: '40' }],
  ])('gives for each school exactly what the single call gives, with %s', async (_label, profile) => {
    const names = ['Stanford University', 'Clemson University', 'University of Toronto'];
    const answer = (await batch({ ...profile, universityNames: names })).json();
    const { results } = answer;
    for (const [index, name] of names.entries()) {
      const single = await t.app.inject({ method: 'POST', url: SPECIFIC, headers: auth, payload: { ...profile, universityName: name } });
      expect(single.statusCode).toBe(200);
      const { universityName, found, slug, ...analysis } = results[index];
      expect({ universityName, found, slug: typeof slug }).toEqual({ universityName: name, found: true, slug: 'string' });
      // The single call names the slug too (so a result can be saved or compared): the same one.
      expect({ ...analysis, slug }).toEqual(single.json().analysis);
      expect(answer.estimateFor).toEqual(single.json().estimateFor);
    }
  });

  it(`takes ${BATCH_NAME_LIMIT} names and refuses ${BATCH_NAME_LIMIT + 1}`, async () => {
    const names = Array.from({ length: BATCH_NAME_LIMIT }, (_, index) => (index % 2 ? 'Stanford University' : UNKNOWN));
    const allowed = await batch({ ...PROFILE, universityNames: names });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().results).toHaveLength(BATCH_NAME_LIMIT);
    const refused = await batch({ ...PROFILE, universityNames: [...names, 'Clemson University'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, errors: [M.tooManyNames], message: M.tooManyNames, fieldErrors: [{ field: 'universityNames', message: M.tooManyNames }] });
  });

  it.each([
    ['no names', {}, M.universityNames],
    ['an empty list', { universityNames: [] }, M.universityNames],
    ['a blank name', { universityNames: ['Stanford University', '  '] }, M.universityNameInList],
    ['a name over 200 characters', { universityNames: ['x'.repeat(201)] }, M.universityNameInList],
    ['a name that is not text', { universityNames: [{ name: 'Stanford University' }] }, M.universityNameInList],
  ])('refuses %s with one message', async (_label, names, message) => {
    const response = await batch({ ...PROFILE, ...names });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, errors: [message], message, fieldErrors: [{ field: 'universityNames', message }] });
  });

  it('checks the profile with the single call rules, listing every problem', async () => {
    const response = await batch({ testType: 'SAT', gpa: 11, universityNames: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([M.testType, M.gpaRange, M.universityNames]);
  });

  it('answers a list given as text with a 400 errors list', async () => {
    const response = await batch({ ...PROFILE, universityNames: 'Stanford University' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [expect.any(String)] });
  });
});
