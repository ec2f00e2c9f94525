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
