import fs from 'node:fs';
import path from 'node:path';
import { readCsv } from '../scripts/lib/csv-rows';
import { DEFAULT_RAW_DATA_DIR } from '../scripts/lib/raw-data-dir';
import { checkShortNames, domainLabel, hasWords, type ShortNameRecord, type ShortNameRow } from '../scripts/lib/short-names';
import { readShortNames } from '../src/features/universities/short-names';

const RECORDS: ShortNameRecord[] = [
  { slug: 'example-institute', name: 'Example Institute of Technology', country: 'USA', unitid: '100', website: 'https://web.eit.edu/' },
  { slug: 'other-state', name: 'Other State University', country: 'USA', unitid: '200', website: 'https://www.osu-other.edu/' },
  { slug: 'eit-college', name: 'EIT College', country: 'USA', unitid: '300', website: 'https://www.eit-college.edu/' },
  { slug: 'maple-university', name: 'Maple University', country: 'Canada', unitid: null, website: 'http://www.umaple.ca/' },
];
const ALIASES = new Map([
  ['100', 'EIT, E.I.T.'],
  ['200', ''],
  ['300', 'EIT|The College'],
]);
const row = (over: Partial<ShortNameRow>): ShortNameRow => ({ short_name: 'EIT', unitid: '100', slug: '', source: 'ipeds-alias', domain: '', note: '', ...over });

describe('the short-names table checks', () => {
  it('reads whole words in an alias list and the label of a domain', () => {
    expect(hasWords('UCSD UC San Diego', 'UC San Diego')).toBe(true);
    expect(hasWords('UW-Seattle, UDub', 'UW')).toBe(true);
    expect(hasWords('UWMadison', 'UW')).toBe(false);
    expect(domainLabel('https://web.mit.edu/')).toBe('mit');
    expect(domainLabel('https://tacoma.uw.edu/')).toBe('uw');
  });

  it('maps a name the university reports, and says which names were left out', () => {
    const check = checkShortNames(
      [row({}), row({ unitid: '300', source: 'left-out', note: 'a college with its own name' }), row({ short_name: 'UMaple', unitid: '', slug: 'maple-university', source: 'web-domain', domain: 'umaple.ca' })],
      RECORDS,
      ALIASES,
    );
    expect(check.problems).toEqual([]);
    expect(Object.fromEntries(check.names)).toEqual({ 'example-institute': ['EIT'], 'maple-university': ['UMaple'] });
    expect(check.counts).toMatchObject({ 'ipeds-alias': 1, 'web-domain': 1, 'left-out': 1 });
  });

  it.each([
    ['an alias the university does not report', row({ short_name: 'XIT', unitid: '100' }), 'not in the university\'s IPEDS aliases'],
    ['a domain that is not the university\'s', row({ source: 'web-domain', domain: 'mit.edu' }), 'is not the university\'s web domain'],
    ['a domain that does not spell the name', row({ short_name: 'Example', source: 'web-domain', domain: 'eit.edu' }), 'does not spell the name'],
    ['a word not in the official name', row({ short_name: 'Sample', source: 'official-name' }), 'not in the university\'s name'],
    ['a brand without a reason', row({ source: 'brand' }), 'must say why'],
    ['a UNITID and a slug at once', row({ slug: 'maple-university' }), 'not both or neither'],
    ['a Canadian university by UNITID', row({ unitid: '', slug: 'example-institute' }), 'must name a Canadian university'],
    ['a university the data set lacks', row({ unitid: '999' }), 'no university of universities.json has it'],
    ['an unknown source', row({ source: 'rumour' }), 'source must be one of'],
    ['a one-letter name', row({ short_name: 'E' }), 'at least 2 letters'],
  ])('refuses %s', (_label, bad, message) => {
    const check = checkShortNames([bad], RECORDS, ALIASES);
    expect(check.problems.join('\n')).toContain(message);
    expect(check.names.size).toBe(0);
  });

  it('refuses a name another university of the data set also reports, until a row decides it', () => {
    const undecided = checkShortNames([row({})], RECORDS, ALIASES);
    expect(undecided.problems).toEqual(['"eit" is also an IPEDS alias or the web domain of eit-college: add a row mapping it or leaving it out']);
  });

  it('asks a name shared by two universities to say so on each row', () => {
    const silent = checkShortNames([row({}), row({ unitid: '300' })], RECORDS, ALIASES);
    expect(silent.problems).toHaveLength(2);
    const said = checkShortNames([row({ note: 'shared with EIT College' }), row({ unitid: '300', note: 'shared with the Institute' })], RECORDS, ALIASES);
    expect(said.problems).toEqual([]);
  });

  it('refuses the same spelling twice for one university, and keeps two spellings', () => {
    expect(checkShortNames([row({ note: 'x' }), row({ short_name: 'eit', note: 'x' }), row({ unitid: '300', source: 'left-out', note: 'x' })], RECORDS, ALIASES).problems).toEqual([
      'row 3 (eit, unitid 100): the name is already given for example-institute',
    ]);
  });
});

describe('the committed table and short-names.json', () => {
  const apiRoot = path.join(__dirname, '..');
  const rows = readCsv(path.join(apiRoot, 'scripts/data/university-short-names.csv')) as unknown as ShortNameRow[];
  const records = (JSON.parse(fs.readFileSync(path.join(apiRoot, 'data/universities.json'), 'utf8')) as { universities: ShortNameRecord[] }).universities;
  const hd2022 = path.join(DEFAULT_RAW_DATA_DIR, 'ipeds/hd2022-directory.csv');

  it('is what the derivation writes from the table (run api/scripts/derive-short-names.ts after editing it)', () => {
    const derived = readShortNames(path.join(apiRoot, 'data/short-names.json'));
    // The aliases are checked where the raw data are (below); the mapping itself needs only the table and the records.
    const mapped = new Map<string, string[]>();
    const slugOf = new Map(records.flatMap((record) => (record.unitid ? [[record.unitid, record.slug] as const] : [])));
    for (const entry of rows.filter((entry) => entry.source !== 'left-out')) {
      const slug = entry.unitid ? (slugOf.get(entry.unitid) as string) : entry.slug;
      mapped.set(slug, [...(mapped.get(slug) ?? []), entry.short_name]);
    }
    expect(Object.fromEntries(derived)).toEqual(Object.fromEntries(mapped));
    expect(new Set([...derived.values()].flat().map((name) => name.toLowerCase())).size).toBeGreaterThanOrEqual(40);
  });

  // The raw data live beside the repository (GRADATLAS_DATA_DIR, by default ../shared/data), not in it: without them the test shows as skipped.
  (fs.existsSync(hd2022) ? it : it.skip)('passes every check against the IPEDS aliases of the raw data', () => {
    const aliases = new Map(readCsv(hd2022).map((entry) => [entry.UNITID ?? '', entry.IALIAS ?? '']));
    expect(checkShortNames(rows, records, aliases).problems).toEqual([]);
  });
});
