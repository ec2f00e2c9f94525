import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readJsonListFile } from '../src/lib/json-list-file';

// The data file read record by record must read exactly as JSON.parse reads it whole.
describe('readJsonListFile', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-json-list-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (text: string) => {
    const file = path.join(dir, 'data.json');
    fs.writeFileSync(file, text);
    return file;
  };
  /** What JSON.parse makes of the file, split as the reader returns it. */
  const expected = (text: string, key: string) => {
    const whole = JSON.parse(text) as Record<string, unknown>;
    return { members: { ...whole, [key]: [] }, list: whole[key] };
  };

  it('reads the shipped data file as JSON.parse does, its records crossing the pieces it is read in', () => {
    const shipped = path.join(__dirname, '..', 'data', 'universities.json');
    const text = fs.readFileSync(shipped, 'utf8');
    expect(text.length).toBeGreaterThan(3 << 20); // several 1 MiB pieces
    expect(readJsonListFile(shipped, 'universities')).toEqual(expected(text, 'universities'));
  });

  it('is not misled by brackets, quotes, escapes and the key itself inside strings, other lists, or spacing', () => {
    const data = {
      version: 'a "quoted" [version] {x}',
      sources: [{ name: 'universities', note: 'ends with a backslash \\' }, ['nested', ['lists']]],
      'not universities': [{ a: 1 }],
      universities: [
        { name: 'Université de Montréal', text: '"universities": [', tags: ['a', ['b', { c: '}' }]] },
        ['a list', 'as an element'],
        { name: 'x'.repeat(3 << 20), last: true }, // one record larger than a piece
      ],
      after: { universities: ['a member of another object'] },
    };
    for (const text of [JSON.stringify(data), JSON.stringify(data, null, 2), JSON.stringify(data, null, '\t').replaceAll('\n', '\r\n')]) {
      expect(readJsonListFile(write(text), 'universities')).toEqual(expected(text, 'universities'));
    }
  });

  it('reads a file whose list is missing or empty', () => {
    expect(readJsonListFile(write('{"version":"v"}'), 'universities')).toEqual({ members: { version: 'v' }, list: [] });
    expect(readJsonListFile(write('{"universities":[],"version":"v"}'), 'universities')).toEqual({ members: { universities: [], version: 'v' }, list: [] });
  });

  it.each([
    ['', /data\.json: is not valid JSON/],
    ['{"version":"v","universities":[{"a":1}', /data\.json: ends before its JSON does/],
    ['{"universities":[{"a":1},{"b":}]}', /data\.json: element 1 of "universities" is not valid JSON/],
    ['{"universities":[{"a":1}, 42]}', /data\.json: "universities" holds something other than objects and lists/],
    ['{"universities":[{"a":1}]}}', /data\.json: closes more than it opens/],
    ['[{"universities":[]}]', /data\.json: is not a JSON object/],
    ['{"version" "v","universities":[]}', /data\.json: is not valid JSON/],
  ])('refuses %j, naming the file and what is wrong', (text, message) => {
    expect(() => readJsonListFile(write(text), 'universities')).toThrow(message);
  });
});
