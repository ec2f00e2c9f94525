import { COMMON_PROGRAM_NAMES } from '../src/features/programs/common-program-names';
import { databaseTargets } from './helpers/databases';
import { type TestApp, withSignedInApp } from './helpers/test-app';

interface Suggestion {
  code: string;
  title: string;
  covers: string;
  universities: number;
}

/** The word CIP or IPEDS, or a number standing alone ("11", "11.07"), other than the count of "All 27 programmes": what a label must never show. */
const showsCode = (covers: string) => /\bCIP\b|IPEDS|(^|[^\p{L}\p{N}])\d+(\.\d+)?($|[^\p{L}\p{N}])/u.test(covers.replace(/^All \d+ programmes /, ''));

// Typed text beyond the common names: broad words whose lists mix families, series and programmes.
const MORE_QUERIES = ['computer', 'econ', 'engineering', 'science', 'management', 'nurs', 'law', 'history', 'art', 'data', 'health', 'education', 'military', 'cyber', 'bio'];

it('recognises a code in a label, so the check below can fail', () => {
  expect(['CIP 11.0199', 'all programmes under Economics (CIP 45.06)', 'Computer Science 11', 'IPEDS programme'].map(showsCode)).toEqual([true, true, true, true]);
  expect(['All 27 programmes under Computer Science', 'This programme only', 'Only Joint Command/Task Force (C3, C4I) Systems'].map(showsCode)).toEqual([false, false, false]);
});

describe.each(databaseTargets())('programme suggestions in words, on $name', (target) => {
  let t: TestApp;
  withSignedInApp(target, (app) => {
    t = app;
  });

  const suggest = async (text: string): Promise<Suggestion[]> => {
    const response = await t.app.inject({ url: `/api/public/programs/suggestions?query=${encodeURIComponent(text)}` });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  it('tells the two "Computer Science" choices apart by what they cover, the code being only the value', async () => {
    const [everything, itself] = await suggest('computer science');
    expect(everything).toEqual({
      code: '11',
      title: 'Computer Science',
      covers: 'All 27 programmes under Computer and Information Sciences and Support Services',
      universities: 519,
      stem: { listed: 26, of: 27 },
    });
    expect(itself).toEqual({ code: '11.07', title: 'Computer Science', covers: 'This programme only', universities: 266, stem: { listed: 1, of: 1 } });
  });

  it.each([
    ['data science', 'Data Science', 'Both programmes under Data Science'],
    ['economics', 'Economics', 'All 6 programmes under Economics'],
    ['machine learning', 'Machine Learning', 'Universities report it as Artificial Intelligence'],
    ['cybersecurity', 'Cybersecurity', 'Universities report it as Computer and Information Systems Security/Auditing/Information Assurance'],
    ['military systems', 'Military Systems and Maintenance Technology', 'Only Joint Command/Task Force (C3, C4I) Systems'],
    ['econometrics', 'Econometrics and Quantitative Economics', 'This programme only'],
  ])('words "%s" as %s: %s', async (typed, title, covers) => {
    expect((await suggest(typed))[0]).toMatchObject({ title, covers });
  });

  it('never shows a code or IPEDS, and never offers two choices that read the same, for every common name and more', async () => {
    const queries = [...Object.keys(COMMON_PROGRAM_NAMES), ...MORE_QUERIES];
    let seen = 0;
    for (const text of queries) {
      const suggestions = await suggest(text);
      seen += suggestions.length;
      const readings = suggestions.map((suggestion) => `${suggestion.title} | ${suggestion.covers}`);
      expect({ text, repeated: readings.filter((reading, index) => readings.indexOf(reading) !== index) }).toEqual({ text, repeated: [] });
      for (const suggestion of suggestions) {
        expect({ text, covers: suggestion.covers, shows: showsCode(suggestion.covers) }).toEqual({ text, covers: suggestion.covers, shows: false });
        expect(suggestion.universities).toBeGreaterThan(0);
      }
    }
    expect(seen).toBeGreaterThan(200);
  });
});
