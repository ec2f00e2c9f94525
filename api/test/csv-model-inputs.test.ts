import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainNumber, readCsv } from '../scripts/lib/csv-rows';

const fileWith = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'read-table-')), 'data.csv');
  writeFileSync(path, text);
  return path;
};

describe('readCsv (csv-parse, strict) as the model scripts use it', () => {
  it('reads quoted fields, a BOM and CRLF, keyed by the trimmed header', () => {
    expect(readCsv(fileWith('\uFEFFname , gpa\r\n"Doe, ""J""",3.5\r\n'))).toEqual([{ name: 'Doe, "J"', gpa: '3.5' }]);
  });

  it('stops on a row with the wrong number of columns', () => {
    expect(() => readCsv(fileWith('a,b\n1,2\n3\n'))).toThrow(/column/i);
  });

  it('stops on a stray quote instead of merging the next rows into one cell', () => {
    expect(() => readCsv(fileWith('a,b\n1,x"y\n2,3\n'))).toThrow(/quote/i);
    expect(() => readCsv(fileWith('a,b\n1,"unterminated\n2,3\n'))).toThrow();
  });

  it('reads a number only from a plain numeric cell', () => {
    expect(plainNumber('3.25')).toBe(3.25);
    expect(plainNumber('')).toBeNull();
    expect(plainNumber('NULL')).toBeNull();
    expect(plainNumber('3,5')).toBeNull();
  });
});
