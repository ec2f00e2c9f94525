import { makeUniversity } from '../test-support/universities';
import { cachedUniversity, clearUniversityCache, rememberUniversities } from './university-cache';

afterEach(clearUniversityCache);

it('keeps guest and signed-in records apart', () => {
  const guestRecord = makeUniversity({ acceptanceRate: null });
  rememberUniversities(false, [guestRecord]);
  expect(cachedUniversity(false, 'maple-ridge-university')).toBe(guestRecord);
  expect(cachedUniversity(true, 'maple-ridge-university')).toBeUndefined();
});

it('keeps the newest record of a slug', () => {
  rememberUniversities(true, [makeUniversity({ tuitionFees: 1 })]);
  rememberUniversities(true, [makeUniversity({ tuitionFees: 2 })]);
  expect(cachedUniversity(true, 'maple-ridge-university')?.tuitionFees).toBe(2);
});

it('holds at most 500 records, dropping the least recently used first', () => {
  const records = Array.from({ length: 501 }, (_, i) => makeUniversity({ slug: `u-${i}` }));
  rememberUniversities(true, records.slice(0, 500));
  expect(cachedUniversity(true, 'u-0')).toBeDefined(); // read: now the most recent
  rememberUniversities(true, [records[500]!]);
  expect(cachedUniversity(true, 'u-0')).toBeDefined();
  expect(cachedUniversity(true, 'u-1')).toBeUndefined();
  expect(cachedUniversity(true, 'u-500')).toBeDefined();
});
