import fs from 'node:fs';
import path from 'node:path';
import { VALIDATION_MESSAGES as M } from '../src/features/chances/model/validation';
import { chanceTier } from '../src/features/chances/model/tiers';
import { MIN_SHOWN_COUNT } from '../src/features/chances/model/admission-model';
import { ADMISSION_MODEL } from '../src/features/chances/model/fitted-model';
import { GENERAL_LIST_LIMIT } from '../src/features/chances/routes';
import { type TestApp, withSignedInApp } from './helpers/test-app';
import { databaseTargets } from './helpers/databases';

interface RecordRow {
  name: string;
  slug: string;
  country: string;
  acceptanceRate: number | null;
  graduateStudents?: number | null;
}

const records = (JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'universities.json'), 'utf8')) as { universities: RecordRow[] }).universities;
const byName = (name: string) => records.filter((record) => record.name === name);
const bySlug = new Map(records.map((record) => [record.slug, record]));
const namesIn = (country: string) => new Set(records.filter((record) => record.country === country).map((record) => record.name));

const GENERAL = '/api/rate-my-chances/general';
const SPECIFIC = '/api/rate-my-chances/specific';

describe.each(databaseTargets())('rate my chances, general lists on $name', (target) => {
  let t: TestApp;
  let auth: Record<string, string>;

  withSignedInApp(target, (app, headers) => {
    t = app;
    auth = headers;
  });

  const specific = (payload: unknown) => t.app.inject({ method: 'POST', url: SPECIFIC, headers: auth, payload: payload as object });
  const general = (payload: unknown) => t.app.inject({ method: 'POST', url: GENERAL, headers: auth, payload: payload as object });

  const profile = { testType: 'GRE', testScore: 315, languageTest: 'TOEFL', languageScore: 100, gpa: 3.4 };
  type Item = { name: string; slug: string; probability: number; probabilityRange: { low: number; high: number }; acceptanceRate?: number; evidence: { decisions: number; inProgramme: number; programmeBasis: string | null } };
  type Lists = Record<'safe' | 'moderate' | 'ambitious', Item[]>;
  type Answer = { results: Lists; leftOut: { universities: number; minimumDecisions: number }; programmeGroup: string | null };

  const answerFor = async (payload: Record<string, unknown>): Promise<Answer> => {
    const response = await general(payload);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(Object.keys(body.results).sort()).toEqual(['ambitious', 'moderate', 'safe']);
    for (const [category, list] of Object.entries(body.results) as Array<[keyof Lists, Item[]]>) {
      expect(list.length).toBeLessThanOrEqual(GENERAL_LIST_LIMIT);
      for (const item of list) {
        expect(Object.keys(item).every((key) => ['name', 'slug', 'probability', 'probabilityRange', 'acceptanceRate', 'evidence'].includes(key))).toBe(true);
        // A tier is a recommendation: only where the model learned from at least 20 real decisions at the university, at the applicant's level.
        expect(item.evidence.decisions).toBeGreaterThanOrEqual(MIN_SHOWN_COUNT);
        const level = payload.degreeLevel as string | undefined;
        expect(item.evidence.decisions).toBe(level ? ADMISSION_MODEL.decisions.schoolLevel[`${item.slug}|${level}`] : ADMISSION_MODEL.decisions.school[item.slug]);
        expect(bySlug.get(item.slug)?.name).toBe(item.name);
        expect(item.probability).toBeGreaterThanOrEqual(2);
        expect(item.probability).toBeLessThanOrEqual(98);
        expect(item.probabilityRange.low).toBeLessThanOrEqual(item.probability);
        expect(item.probabilityRange.high).toBeGreaterThanOrEqual(item.probability);
        expect(category).toBe(chanceTier(item.probability, item.probabilityRange));
      }
      // Ranked by fit to the applicant: the highest estimate first.
      const probabilities = list.map((item) => item.probability);
      expect(probabilities).toEqual([...probabilities].sort((a, b) => b - a));
    }
    expect(body.leftOut.minimumDecisions).toBe(MIN_SHOWN_COUNT);
    return body;
  };
  const listsFor = async (payload: Record<string, unknown>): Promise<Lists> => (await answerFor(payload)).results;

  it('lists only USA schools for USA, with their admission rates', async () => {
    const usa = namesIn('USA');
    const results = await listsFor({ ...profile, country: 'USA' });
    const items = [...results.safe, ...results.moderate, ...results.ambitious];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(usa.has(item.name)).toBe(true);
      if (item.acceptanceRate !== undefined) {
        expect(byName(item.name).map((record) => record.acceptanceRate)).toContain(item.acceptanceRate);
      }
    }
    expect(items.some((item) => item.acceptanceRate !== undefined)).toBe(true);
  });

  it('reads the country case-insensitively and defaults to All', async () => {
    expect(await listsFor({ ...profile, country: 'usa' })).toEqual(await listsFor({ ...profile, country: 'USA' }));
    expect(await listsFor(profile)).toEqual(await listsFor({ ...profile, country: 'All' }));
  });

  it('works for Canada, where no admission rates are published', async () => {
    const canada = namesIn('Canada');
    const results = await listsFor({ ...profile, country: 'Canada' });
    const items = [...results.safe, ...results.moderate, ...results.ambitious];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(canada.has(item.name)).toBe(true);
      expect(item).not.toHaveProperty('acceptanceRate');
    }
  });

  it('sorts schools into lists consistent with their specific estimate', async () => {
    const results = await listsFor({ ...profile, country: 'USA' });
    let compared = 0;
    for (const category of ['safe', 'moderate', 'ambitious'] as const) {
      for (const item of results[category].slice(0, 2)) {
        if (byName(item.name).length !== 1) continue;
        const analysis = (await specific({ ...profile, universityName: item.name })).json().analysis;
        expect({ name: item.name, category: analysis.category, probability: analysis.probability }).toEqual({ name: item.name, category, probability: item.probability });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('chooses from graduate institutions only, for the applicant of the issue (GRE 320, TOEFL 105, CGPA 8.5)', async () => {
    const results = await listsFor({ testType: 'GRE', testScore: 320, languageTest: 'TOEFL', languageScore: 105, gpa: 8.5, country: 'USA' });
    const items = [...results.safe, ...results.moderate, ...results.ambitious];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(bySlug.get(item.slug)?.graduateStudents).toBeGreaterThanOrEqual(500);
    for (const name of ['Centre College', 'The Joffrey Ballet School', 'Pomona College']) expect(items.map((i) => i.name)).not.toContain(name);
  });

  it('gives a Master\'s applicant higher estimates than a PhD applicant', async () => {
    const masters = await listsFor({ ...profile, country: 'USA', degreeLevel: 'masters' });
    const phd = await listsFor({ ...profile, country: 'USA', degreeLevel: 'phd' });
    expect(masters.safe.length).toBeGreaterThanOrEqual(phd.safe.length);
    const mastersTop = masters.safe[0]?.probability ?? 0;
    const phdTop = phd.safe[0]?.probability ?? phd.moderate[0]?.probability ?? 0;
    expect(mastersTop).toBeGreaterThanOrEqual(phdTop);
  });

  it('leaves out universities the model has too few decisions about, and counts them', async () => {
    const { results, leftOut, programmeGroup } = await answerFor({ testType: 'GRE', testScore: 320, languageTest: 'TOEFL', languageScore: 100, gpa: 3.5, degreeLevel: 'masters', country: 'USA' });
    const listed = [...results.safe, ...results.moderate, ...results.ambitious].map((item) => item.slug);
    const withEvidence = records.filter((r) => r.country === 'USA' && (ADMISSION_MODEL.decisions.schoolLevel[`${r.slug}|masters`] ?? 0) >= MIN_SHOWN_COUNT).length;
    expect(programmeGroup).toBeNull();
    expect(leftOut).toEqual({ universities: records.filter((r) => r.country === 'USA').length - withEvidence, minimumDecisions: MIN_SHOWN_COUNT, degreeLevel: 'masters' });
    // The universities of the screenshot, of which the model has no decisions, are in no tier.
    for (const slug of ['liberty-university', 'grand-canyon-university', 'southern-new-hampshire-university']) {
      expect(ADMISSION_MODEL.decisions.schoolLevel[`${slug}|masters`]).toBeUndefined();
      expect(listed).not.toContain(slug);
    }
  });

  it('with a programme chosen, counts the decisions in it at each university, and reads a code by its group', async () => {
    const payload = { ...profile, degreeLevel: 'masters', country: 'All' };
    const series = await answerFor({ ...payload, programCode: '11.07' });
    expect(series.programmeGroup).toBe('11.07');
    const items = [...series.results.safe, ...series.results.moderate, ...series.results.ambitious];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const inSeries = ADMISSION_MODEL.decisions.schoolProgramme[`${item.slug}|11.07`];
      const inField = ADMISSION_MODEL.decisions.schoolField[`${item.slug}|11`];
      const expected = inSeries ? { inProgramme: inSeries, programmeBasis: 'programme' } : inField ? { inProgramme: inField, programmeBasis: 'field' } : { inProgramme: 0, programmeBasis: 'university' };
      expect({ inProgramme: item.evidence.inProgramme, programmeBasis: item.evidence.programmeBasis }).toEqual(expected);
    }
    // 11.0701 is read as its group, 11.07: the same estimate at each university both list.
    const code = (await answerFor({ ...payload, programCode: '11.0701' })) as Answer & { estimateFor: { programme: { code: string } }; awardedUnder: { code: string } };
    const inSeries = new Map(items.map((item) => [item.slug, item]));
    const both = [...code.results.safe, ...code.results.moderate, ...code.results.ambitious].filter((item) => inSeries.has(item.slug));
    expect(both.length).toBeGreaterThanOrEqual(5);
    for (const item of both) expect(item).toEqual(inSeries.get(item.slug));
    expect([code.estimateFor.programme.code, code.awardedUnder.code]).toEqual(['11.0701', '11.0701']);
  });

  it("with a programme chosen, considers only universities that awarded it at the applicant's level (IPEDS, so no Canadian one)", async () => {
    const programFile = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'programs.json'), 'utf8')) as { universities: Record<string, [string, string, number | null, number | null][]> };
    const awardsMasters = (slug: string) =>
      (programFile.universities[slug] ?? []).some(([code, level, awards, previous]) => code.startsWith('45.06') && level === 'masters' && (awards ?? 0) + (previous ?? 0) > 0);
    const awarders = Object.keys(programFile.universities).filter(awardsMasters).length;
    const answer = await answerFor({ ...profile, degreeLevel: 'masters', country: 'All', programCode: '45.06' });
    const items = [...answer.results.safe, ...answer.results.moderate, ...answer.results.ambitious];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(awardsMasters(item.slug)).toBe(true);
      expect(bySlug.get(item.slug)?.country).toBe('USA');
    }
    expect(answer.leftOut.universities).toBeLessThan(awarders);
    const overall = await answerFor({ ...profile, degreeLevel: 'masters', country: 'All' });
    expect(answer.leftOut.universities).toBeLessThan(overall.leftOut.universities);
  });

  it('lists universities for an applicant who gives no test and no language score', async () => {
    const { results } = await answerFor({ testType: 'None', languageTest: 'TOEFL', gpa: 3.6, degreeLevel: 'masters', country: 'USA' });
    expect([...results.safe, ...results.moderate, ...results.ambitious].length).toBeGreaterThan(0);
  });

  it('rejects a programme code that is not a CIP code', async () => {
    const response = await general({ ...profile, programCode: 'CS' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, errors: [M.programCode], message: M.programCode, fieldErrors: [{ field: 'programCode', message: M.programCode }] });
  });

  it('rejects an unknown country with the country message', async () => {
    const response = await general({ ...profile, country: 'UK' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, errors: [M.country], message: M.country, fieldErrors: [{ field: 'country', message: M.country }] });
  });

  it('validates scores like the specific call', async () => {
    const response = await general({ testType: 'GRE', testScore: 200, gpa: -1, country: 'Mars' });
    expect(response.statusCode).toBe(400);
    const errors = [M.greRange, M.gpaRange, M.country];
    const fieldErrors = [{ field: 'testScore', message: M.greRange }, { field: 'gpa', message: M.gpaRange }, { field: 'country', message: M.country }];
    expect(response.json()).toEqual({ success: false, errors, message: errors.join(' '), fieldErrors });
  });

  it('answers a wrong JSON type with 400, never 5xx', async () => {
    for (const payload of [{ country: ['USA'] }, { testScore: {} }, [], 7]) {
      const response = await t.app.inject({ method: 'POST', url: GENERAL, headers: { ...auth, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: [expect.any(String)] });
    }
  });
});
