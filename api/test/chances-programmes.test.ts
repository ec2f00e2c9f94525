// Issue 45, point 1: every programme a student can pick works. For common
// programme names, the FIRST suggestion of the programme picker (a family
// such as "11", a series such as "30.70" or a code) gives general lists of at
// least 10 universities, each with at least 20 real decisions behind it, for
// a typical international applicant; a university is left out only for the
// reason the answer gives.
import { cipAncestors } from '../src/lib/cip-codes';
import { MIN_SHOWN_COUNT } from '../src/features/chances/model/admission-model';
import { ADMISSION_MODEL } from '../src/features/chances/model/fitted-model';
import { type TestApp, withSignedInApp } from './helpers/test-app';
import { databaseTargets } from './helpers/databases';

const GENERAL = '/api/rate-my-chances/general';
const SUGGESTIONS = '/api/public/programs/suggestions';
/** The applicant of the issue: CGPA 8.4/10, TOEFL 104, no GRE, every country. */
const PROFILE = { testType: 'None', languageTest: 'TOEFL', languageScore: 104, gpa: 8.4, country: 'All' };

// Master's for every name; PhD where research degrees are what most apply for.
const PROGRAMMES: Array<[string, 'masters' | 'phd']> = [
  ['computer science', 'masters'],
  ['data science', 'masters'],
  ['electrical engineering', 'masters'],
  ['mechanical engineering', 'masters'],
  ['civil engineering', 'masters'],
  ['computer engineering', 'masters'],
  ['industrial engineering', 'masters'],
  ['chemical engineering', 'masters'],
  ['biomedical engineering', 'masters'],
  ['materials science', 'masters'],
  ['public health', 'masters'],
  ['business analytics', 'masters'],
  ['information systems', 'masters'],
  ['statistics', 'masters'],
  ['finance', 'masters'],
  ['nursing', 'masters'],
  ['economics', 'masters'],
  ['psychology', 'phd'],
  ['physics', 'phd'],
  ['chemistry', 'phd'],
  ['biology', 'phd'],
  ['mathematics', 'phd'],
  ['economics', 'phd'],
  ['computer science', 'phd'],
];

type Item = { slug: string; probability: number; probabilityRange: { low: number; high: number }; evidence: { decisions: number; inProgramme: number; programmeBasis: string | null } };

describe.each(databaseTargets())('every programme a student can pick, on $name', (target) => {
  let t: TestApp;
  let auth: Record<string, string>;

  withSignedInApp(target, (app, headers) => {
    t = app;
    auth = headers;
  });

  const firstSuggestion = async (name: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${SUGGESTIONS}?query=${encodeURIComponent(name)}` });
    expect(response.statusCode).toBe(200);
    const [first] = response.json().data as Array<{ code: string; title: string }>;
    expect(first).toBeDefined();
    return first!;
  };

  it.each(PROGRAMMES)('lists at least 10 universities, each learned from at least 20 decisions, for the first suggestion of %p (%s)', async (name, degreeLevel) => {
    const programme = await firstSuggestion(name);
    const response = await t.app.inject({ method: 'POST', url: GENERAL, headers: auth, payload: { ...PROFILE, degreeLevel, programCode: programme.code } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const items: Item[] = [...body.results.safe, ...body.results.moderate, ...body.results.ambitious];
    expect({ name, code: programme.code, listed: items.length >= 10 }).toEqual({ name, code: programme.code, listed: true });
    for (const item of items) {
      expect(item.evidence.decisions).toBeGreaterThanOrEqual(MIN_SHOWN_COUNT);
      // The decisions behind it are the university's at the applicant's level, as the model counted them.
      expect(item.evidence.decisions).toBe(ADMISSION_MODEL.decisions.schoolLevel[`${item.slug}|${degreeLevel}`]);
      expect(['programme', 'field', 'university']).toContain(item.evidence.programmeBasis);
    }
    // What the estimates were for, in the answer.
    expect(body.estimateFor).toMatchObject({ degreeLevel, gpa: { value: 8.4, scale: 10 }, test: null, language: { type: 'TOEFL', score: 104 } });
    expect(body.estimateFor.programme).toMatchObject({ code: programme.code, title: expect.any(String) });
    // Left out only for the reason given: too few decisions at the level, among universities that award the programme (or a wider code).
    expect(body.leftOut).toMatchObject({ minimumDecisions: MIN_SHOWN_COUNT, degreeLevel });
    expect(cipAncestors(programme.code)).toContain(body.awardedUnder.code);
  });

  it('widens the universities considered to the wider code, and says so, when too few that report the programme have decisions', async () => {
    // Management information systems: few universities report a Master's under 52.12 to IPEDS, fewer have decisions.
    const response = await t.app.inject({ method: 'POST', url: GENERAL, headers: auth, payload: { ...PROFILE, degreeLevel: 'masters', programCode: '52.12' } });
    const body = response.json();
    expect(body.awardedUnder).toEqual({ code: '52', title: 'Business, Management, Marketing, and Related Support Services' });
    expect([...body.results.safe, ...body.results.moderate, ...body.results.ambitious].length).toBeGreaterThanOrEqual(10);
    // A programme reported widely stays as asked.
    const wide = (await t.app.inject({ method: 'POST', url: GENERAL, headers: auth, payload: { ...PROFILE, degreeLevel: 'masters', programCode: '11.07' } })).json();
    expect(wide.awardedUnder.code).toBe('11.07');
  });

  it('reads a family, a series and a 6-digit code each with the decisions under it', async () => {
    const answers = [];
    for (const programCode of ['11', '11.07', '11.0701']) {
      const response = await t.app.inject({ method: 'POST', url: GENERAL, headers: auth, payload: { ...PROFILE, degreeLevel: 'masters', programCode } });
      expect(response.statusCode).toBe(200);
      answers.push(response.json());
    }
    const [family, series, code] = answers;
    expect(family.estimateFor.programme).toMatchObject({ code: '11', usedCode: '11', basis: 'programme', decisions: ADMISSION_MODEL.decisions.field['11'] });
    expect(series.estimateFor.programme).toMatchObject({ code: '11.07', usedCode: '11.07', basis: 'programme', decisions: ADMISSION_MODEL.decisions.programme['11.07'] });
    // A code inside a programme group is read as the group: the same estimate at each university both list.
    const seriesItems = new Map<string, Item>([...series.results.safe, ...series.results.moderate, ...series.results.ambitious].map((item: Item) => [item.slug, item]));
    const both = ([...code.results.safe, ...code.results.moderate, ...code.results.ambitious] as Item[]).filter((item) => seriesItems.has(item.slug));
    expect(both.length).toBeGreaterThanOrEqual(5);
    for (const item of both) expect(item).toEqual(seriesItems.get(item.slug));
    const inFamily = (items: Item[]) => items.find((item) => item.evidence.programmeBasis === 'programme');
    const familyItem = inFamily([...family.results.safe, ...family.results.moderate, ...family.results.ambitious])!;
    expect(familyItem.evidence.inProgramme).toBe(ADMISSION_MODEL.decisions.schoolField[`${familyItem.slug}|11`]);
    const seriesItem = inFamily([...series.results.safe, ...series.results.moderate, ...series.results.ambitious])!;
    expect(seriesItem.evidence.inProgramme).toBe(ADMISSION_MODEL.decisions.schoolProgramme[`${seriesItem.slug}|11.07`]);
  });

  it('says when a programme is too thin and its field stands in', async () => {
    // A biology programme in no programme group of the model (bioinformatics, when its series is not one): the field stands in.
    const thin = ['26.1103', '26.0702', '26.0502', '26.1301'].find((code) => !ADMISSION_MODEL.programmeGroups.some((group) => code.startsWith(group)))!;
    const response = await t.app.inject({ method: 'POST', url: GENERAL, headers: auth, payload: { ...PROFILE, degreeLevel: 'phd', programCode: thin } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.estimateFor.programme).toMatchObject({ code: thin, usedCode: '26', basis: 'field', decisions: ADMISSION_MODEL.decisions.field['26'] });
    expect(body.programmeGroup).toBe('26');
    expect([...body.results.safe, ...body.results.moderate, ...body.results.ambitious].length).toBeGreaterThanOrEqual(10);
  });
});
