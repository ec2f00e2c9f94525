import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readDataset } from '../src/features/universities/dataset';

// The data file is checked against the UniversityRecord contract at start: a
// bad file stops the API with a message that names the record and the field.
describe('readDataset', () => {
  const shipped = path.join(__dirname, '..', 'data', 'universities.json');
  const records = (JSON.parse(fs.readFileSync(shipped, 'utf8')) as { universities: Record<string, unknown>[] }).universities;
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-dataset-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function readWith(universities: unknown[]) {
    const file = path.join(dir, 'universities.json');
    fs.writeFileSync(file, JSON.stringify({ version: 'test', universities }));
    return () => readDataset(file);
  }

  it('reads the shipped data file, every record matching the contract', () => {
    expect(readDataset(shipped)?.universities).toHaveLength(records.length);
  });

  it('is null when there is no file', () => {
    expect(readDataset(path.join(dir, 'missing.json'))).toBeNull();
  });

  it.each([
    ['a number field as text', { tuitionFees: '45000' }, 'record 1 does not match UniversityRecord: tuitionFees must be number,null'],
    ['an unknown category', { category: 'Cheap' }, 'record 1 does not match UniversityRecord: category must be equal to one of the allowed values (Premium, Mid-Range, Affordable, Unknown)'],
    ['a question without an answer', { faqs: [{ question: 'Why?' }] }, "record 1 does not match UniversityRecord: faqs.0 must have required property 'answer'"],
    ['a field source without a year', { fieldSources: { tuitionFees: { source: 'IPEDS' } } }, "record 1 does not match UniversityRecord: fieldSources.tuitionFees must have required property 'year'"],
  ])('refuses %s, naming the record and the field', (_case, change, message) => {
    expect(readWith([records[0], { ...records[1], ...change }])).toThrow(message);
  });

  it('refuses a record that lacks a required field', () => {
    const { summary: _summary, ...withoutSummary } = records[2]!;
    expect(readWith([withoutSummary])).toThrow("record 0 does not match UniversityRecord: the record must have required property 'summary'");
  });
});
