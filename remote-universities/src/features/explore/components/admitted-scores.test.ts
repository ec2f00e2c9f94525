import { makeUniversity } from '../../../test-support/universities';
import { admittedScores } from './admitted-scores';

const gpa = { reported: 61, median: 3.78, low: 3.53, high: 3.9, firstSeason: 2014, lastSeason: 2025 };
const scoresOf = (admittedProfile: unknown) => admittedScores(makeUniversity({ admittedProfile }));

it('keeps each usable figure and drops a broken or thin one on its own', () => {
  expect(scoresOf({ gpa, gre: null })).toEqual({ gpa, gre: null });
  expect(scoresOf({ gpa, gre: { ...gpa, median: '325' } })).toEqual({ gpa, gre: null });
  expect(scoresOf({ gpa: { ...gpa, reported: 12 }, gre: null })).toBeNull();
});

it('is null when the record has none', () => {
  expect(scoresOf(undefined)).toBeNull();
  expect(scoresOf('many')).toBeNull();
});
