import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cellNumber, readCsv } from '../scripts/lib/csv-rows';

const dir = mkdtempSync(join(tmpdir(), 'csv-rows-'));
const fileWith = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('reading the raw CSV files (csv-parse, strict)', () => {
  it('reads quoted fields, doubled quotes, CRLF, a BOM, and trims cells and headers', () => {
    const rows = readCsv(fileWith('good.csv', '\uFEFF name , city\r\n"Smith, ""Jr."" College", Boston \r\n\r\nPlain,  \r\n'));
    expect(rows).toEqual([
      { name: 'Smith, "Jr." College', city: 'Boston' },
      { name: 'Plain', city: '' },
    ]);
  });

  it('rejects an unterminated quote instead of swallowing the rows after it', () => {
    expect(() => readCsv(fileWith('open.csv', 'name,city\n"Open College,Boston\nNext University,Denver\n'))).toThrow(/open\.csv/);
  });

  it('rejects a stray quote inside an unquoted field', () => {
    expect(() => readCsv(fileWith('stray.csv', 'name,city\nSaint Mary"s College,Boston\nNext University,Denver\n'))).toThrow(/stray\.csv/);
  });

  it('rejects a row with more or fewer columns than the header', () => {
    expect(() => readCsv(fileWith('long.csv', 'name,city\nA College,Boston,MA\n'))).toThrow(/long\.csv/);
    expect(() => readCsv(fileWith('short.csv', 'name,city\nA College\n'))).toThrow(/short\.csv/);
  });

  it('reads numbers from raw cells and gives null for NULL, empty or text', () => {
    expect(cellNumber('3,730')).toBe(3730);
    expect(cellNumber('=45')).toBe(45);
    expect(cellNumber('NULL')).toBeNull();
    expect(cellNumber('')).toBeNull();
    expect(cellNumber('n/a')).toBeNull();
  });
});
