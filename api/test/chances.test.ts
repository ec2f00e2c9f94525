import fs from 'node:fs';
import path from 'node:path';
import { ADMISSION_MODEL } from '../src/features/chances/model/fitted-model';
import { admittedProfileFor } from '../src/features/chances/model/admitted-profiles';
import { MAX_PROBABILITY_PERCENT, MIN_PROBABILITY_PERCENT } from '../src/features/chances/model/constants';
import { chanceTier } from '../src/features/chances/model/tiers';
import { gmatToGre, toFocusGmat } from '../src/features/chances/model/conversions';
import { VALIDATION_MESSAGES as M } from '../src/features/chances/model/validation';
import { unknownUniversityMessage } from '../src/features/chances/routes';
import { bearer, type TestApp, withSignedInApp } from './helpers/test-app';
import { databaseTargets } from './helpers/databases';

interface RecordRow {
  name: string;
  country: string;
  city: string | null;
  state: string | null;
  acceptanceRate: number | null;
  slug: string;
}

const records = (JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'universities.json'), 'utf8')) as { universities: RecordRow[] }).universities;
const byName = (name: string) => records.filter((record) => record.name === name);
const fold = (text: string | null) => (text ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const STANFORD = byName('Stanford University')[0] as RecordRow;
/** What admits reported at Stanford: the "required" values of its analysis. */
const STANFORD_REPORTED = admittedProfileFor(STANFORD.slug, null)!;
/** A school admitting about half its applicants, so changes in score move the estimate visibly. */
const MIDDLE_SCHOOL = 'Clemson University';

const SUGGESTIONS = '/api/rate-my-chances/suggestions';
const SPECIFIC = '/api/rate-my-chances/specific';


describe.each(databaseTargets())('rate my chances on $name', (target) => {
  let t: TestApp;
  let auth: Record<string, string>;

  withSignedInApp(target, (app, headers) => {
    t = app;
    auth = headers;
  });

  const specific = (payload: unknown) => t.app.inject({ method: 'POST', url: SPECIFIC, headers: auth, payload: payload as object });
  const probabilityAt = async (payload: Record<string, unknown>): Promise<number> => {
    const response = await specific(payload);
    expect(response.statusCode).toBe(200);
    return response.json().analysis.probability as number;
  };

  describe('authentication', () => {
    it.each([
      ['suggestions', 'GET', SUGGESTIONS, undefined],
      ['suggestions with an over-long query', 'GET', `${SUGGESTIONS}?query=${'x'.repeat(500)}`, undefined],
      ['general', 'POST', '/api/rate-my-chances/general', { country: 'USA' }],
      ['general with invalid fields', 'POST', '/api/rate-my-chances/general', { country: 'UK', testType: 'SAT' }],
      ['specific', 'POST', SPECIFIC, { universityName: 'Stanford University' }],
      ['specific with an array body', 'POST', SPECIFIC, [1, 2, 3]],
      ['specific with a wrongly typed field', 'POST', SPECIFIC, { testScore: {} }],
    ])('%s without a token is 401 JSON', async (_label, method, url, payload) => {
      const response = await t.app.inject({ method: method as 'GET' | 'POST', url, ...(payload === undefined ? {} : { payload }) });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ success: false, message: 'Authentication required' });
    });

    it('refuses a forged token', async () => {
      const response = await t.app.inject({ method: 'POST', url: SPECIFIC, headers: bearer('not.a.token'), payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Invalid access token' });
    });
  });

  describe('suggestions', () => {
    it.each(['', 'st', '%20st%20'])('gives none for the short query "%s"', async (query) => {
      const response = await t.app.inject({ url: `${SUGGESTIONS}?query=${query}`, headers: auth });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('gives none without a query', async () => {
      const response = await t.app.inject({ url: SUGGESTIONS, headers: auth });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('gives at most 6 names with countries matching the text', async () => {
      const response = await t.app.inject({ url: `${SUGGESTIONS}?query=stan`, headers: auth });
      expect(response.statusCode).toBe(200);
      const items: { name: string; country: string }[] = response.json();
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(6);
      expect(items).toContainEqual({ name: 'Stanford University', country: 'USA' });
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual(['country', 'name']);
        const matching = byName(item.name).filter((record) => record.country === item.country);
        expect(matching.some((record) => [record.name, record.city, record.state].some((text) => fold(text).includes('stan')))).toBe(true);
      }
    });

    it('names the universities in the order the university search suggests them', async () => {
      for (const query of ['uni', 'new', 'stan', 'montreal']) {
        const names = ((await t.app.inject({ url: `${SUGGESTIONS}?query=${query}`, headers: auth })).json() as { name: string }[]).map((item) => item.name);
        const searched = (await t.app.inject({ url: `/api/universities/search?query=${query}&limit=6`, headers: auth })).json() as { data: { name: string }[] };
        expect(names.length).toBeGreaterThan(0);
        expect(names).toEqual(searched.data.map((university) => university.name));
      }
    });

    it('caps a common word at 6', async () => {
      const items = (await t.app.inject({ url: `${SUGGESTIONS}?query=UNIVERSITY`, headers: auth })).json();
      expect(items).toHaveLength(6);
    });
  });

  describe('specific', () => {
    it('analyses one school with every requirement', async () => {
      const response = await specific({ universityName: 'Stanford University', testType: 'GRE', testScore: 320, languageTest: 'TOEFL', languageScore: 105, gpa: 3.7 });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      const { analysis } = body;
      expect(analysis.university).toBe('Stanford University');
      expect(analysis.probability).toBeGreaterThanOrEqual(MIN_PROBABILITY_PERCENT);
      expect(analysis.probability).toBeLessThanOrEqual(MAX_PROBABILITY_PERCENT);
      expect(analysis.category).toBe(chanceTier(analysis.probability, analysis.probabilityRange));
      expect(analysis.acceptanceRate).toBe(STANFORD.acceptanceRate);
      // The "required" values are what admitted applicants reported there (median), labelled by admittedProfile.
      expect(analysis.admittedProfile).toEqual({ programmeGroup: null, gpa: STANFORD_REPORTED.gpa, gre: STANFORD_REPORTED.gre });
      expect(analysis.requirements.test).toEqual({ type: 'GRE', required: STANFORD_REPORTED.gre!.median, yourScore: 320, weight: expect.any(Number) });
      expect(analysis.requirements.gpa).toEqual({ required: STANFORD_REPORTED.gpa!.median, yourScore: 3.7, weight: expect.any(Number) });
      // No decision carries a language score: nothing is required, nothing invented.
      expect(analysis.requirements.language).toEqual({ type: 'TOEFL', required: null, yourScore: 105, weight: 0.5 });
      for (const part of Object.values(analysis.requirements) as { weight: number }[]) {
        expect(part.weight).toBeGreaterThanOrEqual(0);
        expect(part.weight).toBeLessThanOrEqual(1);
      }
    });

    it('matches the name case-insensitively and ignores surrounding spaces', async () => {
      const response = await specific({ universityName: '  sTANFORD university ', testType: 'GRE', testScore: 330 });
      expect(response.statusCode).toBe(200);
      expect(response.json().analysis.university).toBe('Stanford University');
    });

    it('accepts numeric strings and no scores at all', async () => {
      const asText = await specific({ universityName: MIDDLE_SCHOOL, testType: 'gre', testScore: '315', languageTest: 'toefl', languageScore: '100', gpa: '3.4' });
      const asNumbers = await specific({ universityName: MIDDLE_SCHOOL, testType: 'GRE', testScore: 315, languageTest: 'TOEFL', languageScore: 100, gpa: 3.4 });
      expect(asText.statusCode).toBe(200);
      expect(asText.json()).toEqual(asNumbers.json());
      const empty = await specific({ universityName: MIDDLE_SCHOOL, testType: 'None', testScore: null, languageScore: '', gpa: null });
      expect(empty.statusCode).toBe(200);
      const { requirements } = empty.json().analysis;
      expect([requirements.test.yourScore, requirements.gpa.yourScore, requirements.language.yourScore]).toEqual([null, null, null]);
      expect([requirements.test.weight, requirements.gpa.weight, requirements.language.weight]).toEqual([0, 0, 0]);
    });

    it('answers an unknown university with 400 and the reason', async () => {
      const response = await specific({ universityName: 'University of Nowhere', testType: 'GRE', testScore: 320 });
      expect(response.statusCode).toBe(400);
      const message = unknownUniversityMessage('University of Nowhere');
      expect(response.json()).toEqual({ success: false, errors: [message], message, fieldErrors: [{ field: 'universityName', message }] });
    });

    it.each([
      ['GRE', 'testScore', [260, 280, 300, 310, 320, 330, 340]],
      ['GPA (4-point)', 'gpa', [2, 2.5, 3, 3.3, 3.6, 3.8, 4]],
      ['GPA (10-point)', 'gpa', [5, 6, 7, 8, 9, 10]],
      ['TOEFL', 'languageScore', [60, 80, 90, 100, 110, 120]],
    ])('never lowers the probability when %s rises', async (_label, field, values) => {
      for (const school of ['Stanford University', MIDDLE_SCHOOL]) {
        const base = { universityName: school, testType: 'GRE', testScore: 315, languageTest: 'TOEFL', languageScore: 100, gpa: 3.4 };
        const probabilities: number[] = [];
        for (const value of values) probabilities.push(await probabilityAt({ ...base, [field]: value }));
        for (let i = 1; i < probabilities.length; i += 1) expect(probabilities[i]).toBeGreaterThanOrEqual(probabilities[i - 1] as number);
        if (school === MIDDLE_SCHOOL) expect(probabilities[probabilities.length - 1]).toBeGreaterThan(probabilities[0] as number);
      }
    });

    it('estimates a PhD below a Master\'s, with the user mix (mostly Master\'s) in between', async () => {
      const base = { universityName: MIDDLE_SCHOOL, testType: 'GRE', testScore: 318, languageTest: 'TOEFL', languageScore: 102, gpa: 3.5 };
      const masters = await probabilityAt({ ...base, degreeLevel: 'masters' });
      const phd = await probabilityAt({ ...base, degreeLevel: 'phd' });
      const mix = await probabilityAt(base);
      expect(phd).toBeLessThan(mix);
      expect(mix).toBeLessThan(masters);
    });

    it('takes a programme code of 2, 4 or 6 digits, resolved to the programme group by prefix', async () => {
      const base = { universityName: STANFORD.name, testType: 'GRE', testScore: 320, gpa: 3.7, degreeLevel: 'masters' };
      const series = (await specific({ ...base, programCode: '11.07' })).json();
      const programme = (await specific({ ...base, programCode: '11.0701' })).json();
      const family = (await specific({ ...base, programCode: '11' })).json().analysis;
      const none = (await specific(base)).json().analysis;
      expect(programme.analysis).toEqual(series.analysis);
      expect(programme.estimateFor.programme).toMatchObject({ code: '11.0701', usedCode: '11.07', basis: 'programme' });
      expect(series.analysis.probability).not.toBe(none.probability);
      expect(family.probability).not.toBe(none.probability);
      expect(series.analysis.evidence).toEqual({
        decisions: ADMISSION_MODEL.decisions.schoolLevel[`${STANFORD.slug}|masters`],
        inProgramme: ADMISSION_MODEL.decisions.schoolProgramme[`${STANFORD.slug}|11.07`],
        programmeBasis: 'programme',
        ownAdjustment: true,
      });
      expect(family.evidence).toMatchObject({ inProgramme: ADMISSION_MODEL.decisions.schoolField[`${STANFORD.slug}|11`], programmeBasis: 'programme' });
    });

    it('says what the estimate was for: level, programme, scores as given and as read, seasons', async () => {
      const answer = (await specific({ universityName: MIDDLE_SCHOOL, testType: 'GMAT', testScore: 650, languageTest: 'IELTS', languageScore: 7.5, gpa: 8.4, degreeLevel: 'masters', programCode: '11' })).json();
      expect(answer.estimateFor).toEqual({
        degreeLevel: 'masters',
        programme: { code: '11', title: 'Computer and Information Sciences and Support Services', usedCode: '11', usedTitle: 'Computer and Information Sciences and Support Services', basis: 'programme', decisions: ADMISSION_MODEL.decisions.field['11'] },
        gpa: { value: 8.4, scale: 10, onFourPoints: 3.36 },
        test: { type: 'GMAT', score: toFocusGmat(650), greTotal: gmatToGre(toFocusGmat(650)) },
        language: { type: 'IELTS', score: 7.5, toefl: 106 },
        seasons: ADMISSION_MODEL.seasons,
      });
      expect(Object.keys(answer.tierMeanings).sort()).toEqual(['ambitious', 'moderate', 'safe']);
    });

    it('estimates without a GRE as applicants who posted none were admitted: between the lowest and the highest score', async () => {
      const base = { universityName: MIDDLE_SCHOOL, languageTest: 'TOEFL', languageScore: 100, gpa: 3.5, degreeLevel: 'masters' };
      const noTest = await probabilityAt({ ...base, testType: 'None' });
      expect(noTest).toBeGreaterThan(await probabilityAt({ ...base, testType: 'GRE', testScore: 260 }));
      expect(noTest).toBeLessThan(await probabilityAt({ ...base, testType: 'GRE', testScore: 340 }));
    });

    it.each(['11.7', '1', '11.07011', 'computer science'])('rejects the programme code %p', async (programCode) => {
      const response = await specific({ universityName: MIDDLE_SCHOOL, programCode });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([M.programCode]);
    });

    it('rejects an unknown degree level', async () => {
      const response = await specific({ universityName: MIDDLE_SCHOOL, degreeLevel: 'bachelors' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([M.degreeLevel]);
    });

    it('converts a classic GMAT score and compares it as GRE', async () => {
      const response = await specific({ universityName: 'Stanford University', testType: 'GMAT', testScore: 650 });
      expect(response.statusCode).toBe(200);
      expect(response.json().analysis.requirements.test).toMatchObject({ type: 'GRE', required: STANFORD_REPORTED.gre!.median, yourScore: gmatToGre(toFocusGmat(650)) });
    });

    it('accepts IELTS in half bands and both GPA scales', async () => {
      for (const payload of [
        { languageTest: 'IELTS', languageScore: 7.5 },
        { gpa: 3.7 },
        { gpa: 8.5 },
        { testType: 'GMAT', testScore: 655 },
        { testType: 'GRE', testScore: 260 },
        { testType: 'GRE', testScore: 340 },
        { languageTest: 'TOEFL', languageScore: 120 },
      ]) {
        const response = await specific({ universityName: 'Stanford University', ...payload });
        expect({ payload, status: response.statusCode }).toEqual({ payload, status: 200 });
      }
    });

    it.each([
      [{ testType: 'GMAT', testScore: 810 }, M.gmatRange, 'testScore'],
      [{ testType: 'GMAT', testScore: 806 }, M.gmatRange, 'testScore'],
      [{ testType: 'GRE', testScore: 259 }, M.greRange, 'testScore'],
      [{ testType: 'GRE', testScore: 341 }, M.greRange, 'testScore'],
      [{ languageTest: 'TOEFL', languageScore: 121 }, M.toeflRange, 'languageScore'],
      [{ languageTest: 'IELTS', languageScore: 7.25 }, M.ieltsRange, 'languageScore'],
      // A TOEFL score with the default IELTS: the problem is the language score's, so the form can ask about it there.
      [{ languageScore: 104 }, M.ieltsRange, 'languageScore'],
      [{ gpa: 0 }, M.gpaRange, 'gpa'],
      [{ gpa: 10.5 }, M.gpaRange, 'gpa'],
      [{ gpa: 'abc' }, M.gpaNumber, 'gpa'],
      [{ testType: 'GRE' }, M.testScoreMissing, 'testScore'],
      [{ testScore: 320 }, M.testTypeMissing, 'testType'],
      [{ universityName: '   ' }, M.universityName, 'universityName'],
    ])('rejects %j with one message, tied to its field', async (payload, message, field) => {
      const response = await specific({ universityName: 'Stanford University', ...payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, errors: [message], message, fieldErrors: [{ field, message }] });
    });

    describe('the likely range and the evidence', () => {
      const slugs = (JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'universities.json'), 'utf8')) as { universities: Array<{ slug: string; name: string }> }).universities;
      const nameOf = (slug: string) => slugs.find((record) => record.slug === slug)?.name;
      // Schools with their own adjustment, by decisions; only names that lead to exactly that school.
      const own = Object.keys(ADMISSION_MODEL.adjustments.school)
        .filter((slug) => slugs.filter((r) => r.name === nameOf(slug)).length === 1)
        .map((slug) => ({ slug, decisions: ADMISSION_MODEL.decisions.schoolLevel[`${slug}|masters`] ?? 0 }))
        .sort((a, b) => a.decisions - b.decisions);
      const { slug: fewSlug, ...few } = own[0]!;
      const { slug: manySlug, ...many } = own[own.length - 1]!;
      const profile = { testType: 'GRE', testScore: 318, languageTest: 'TOEFL', languageScore: 100, gpa: 3.5, degreeLevel: 'masters' };
      const analysisAt = async (slug: string, who: Record<string, unknown> = profile) => {
        const response = await specific({ ...who, universityName: nameOf(slug) });
        expect(response.statusCode).toBe(200);
        return response.json().analysis as { probability: number; probabilityRange: { low: number; high: number }; evidence: { decisions: number; inProgramme: number; programmeBasis: string | null; ownAdjustment: boolean } };
      };

      it('gives a range around the estimate, narrower at a school with many decisions than at one with few', async () => {
        expect(many.decisions).toBeGreaterThan(10 * few.decisions);
        // A PhD applicant whose estimates at both sit away from the 2-98 % bounds, where a clamped range would look narrow.
        const middling = { ...profile, testScore: 330, gpa: 3.6, degreeLevel: 'phd' };
        const [manyAnswer, fewAnswer] = [await analysisAt(manySlug, middling), await analysisAt(fewSlug, middling)];
        for (const answer of [manyAnswer, fewAnswer]) {
          expect(answer.probabilityRange.low).toBeLessThanOrEqual(answer.probability);
          expect(answer.probabilityRange.high).toBeGreaterThanOrEqual(answer.probability);
          expect(answer.probabilityRange.low).toBeGreaterThan(2);
          expect(answer.probabilityRange.high).toBeLessThan(98);
        }
        // On the log-odds scale: a width in percent also depends on where the estimate sits.
        const logit = (percent: number) => Math.log(percent / (100 - percent));
        const width = (a: typeof manyAnswer) => logit(a.probabilityRange.high) - logit(a.probabilityRange.low);
        expect(width(manyAnswer)).toBeLessThan(width(fewAnswer));
      });

      it('says how many decisions the model learned from there, and whether the school has its own adjustment', async () => {
        expect((await analysisAt(manySlug)).evidence).toEqual({ decisions: many.decisions, inProgramme: 0, programmeBasis: null, ownAdjustment: true });
        const unseen = records.find((r) => ADMISSION_MODEL.decisions.school[r.slug] === undefined && byName(r.name).length === 1)!;
        const response = await specific({ ...profile, universityName: unseen.name });
        expect(response.json().analysis.evidence).toEqual({ decisions: 0, inProgramme: 0, programmeBasis: null, ownAdjustment: false });
      });

      it('sends counts only, never a decision or an applicant', async () => {
        const answer = await analysisAt(manySlug);
        expect(Object.keys(answer.evidence).sort()).toEqual(['decisions', 'inProgramme', 'ownAdjustment', 'programmeBasis']);
        expect(typeof answer.evidence.decisions).toBe('number');
      });
    });

    it('lists every problem at once, one message each', async () => {
      const response = await specific({ testType: 'SAT', testScore: 'lots', languageTest: 'PTE', languageScore: 'good', gpa: 11, universityName: '' });
      expect(response.statusCode).toBe(400);
      const errors = [M.testType, M.testScoreNumber, M.languageTest, M.languageScoreNumber, M.gpaRange, M.universityName];
      const fields = ['testType', 'testScore', 'languageTest', 'languageScore', 'gpa', 'universityName'];
      expect(response.json()).toEqual({ success: false, errors, message: errors.join(' '), fieldErrors: errors.map((message, i) => ({ field: fields[i], message })) });
    });

    it.each([
      ['an object score', { universityName: 'Stanford University', testType: 'GRE', testScore: {} }],
      ['an array gpa', { universityName: 'Stanford University', gpa: [3.5] }],
      ['a numeric name', { universityName: 42 }],
      ['an array body', [{ universityName: 'Stanford University' }]],
      ['a string body', 'Stanford University'],
    ])('answers %s with 400 and an errors list', async (_label, payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: SPECIFIC,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.errors).toHaveLength(1);
      expect(typeof body.errors[0]).toBe('string');
      expect(body.message).toBe(body.errors[0]);
    });
  });
});
