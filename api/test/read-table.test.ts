import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { numberCell, readTable } from '../scripts/lib/read-table';

const fileWith = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'read-table-')), 'data.csv');
  writeFileSync(path, text);
  return path;
};

describe('readTable (csv-parse, strict) for the model scripts', () => {
  it('reads quoted fields, a BOM and CRLF, keyed by the trimmed header', () => {
    expect(readTable(fileWith('\uFEFFname , gpa\r\n"Doe, ""J""",3.5\r\n'))).toEqual([{ name: 'Doe, "J"', gpa: '3.5' }]);
  });

  it('stops on a row with the wrong number of columns', () => {
    expect(() => readTable(fileWith('a,b\n1,2\n3\n'))).toThrow(/column/i);
  });

  it('stops on a stray quote instead of merging the next rows into one cell', () => {
    expect(() => readTable(fileWith('a,b\n1,x"y\n2,3\n'))).toThrow(/quote/i);
    expect(() => readTable(fileWith('a,b\n1,"unterminated\n2,3\n'))).toThrow();
  });

  it('reads a number only from a plain numeric cell', () => {
    expect(numberCell('3.25')).toBe(3.25);
    expect(numberCell('')).toBeNull();
    expect(numberCell('NULL')).toBeNull();
    expect(numberCell('3,5')).toBeNull();
  });
});
