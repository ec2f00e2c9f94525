import type { EstimateFor } from './chances';
import { estimateForText, estimateText } from './estimate-for-text';

const ESTIMATE: EstimateFor = {
  degreeLevel: 'masters',
  programme: { code: '11', title: 'Computer and Information Sciences and Support Services', usedCode: '11', usedTitle: 'Computer and Information Sciences and Support Services', basis: 'programme', decisions: 9000 },
  gpa: { value: 8.4, scale: 10, onFourPoints: 3.36 },
  test: null,
  language: { type: 'TOEFL', score: 104, toefl: 104 },
  seasons: { first: 2012, latest: 2025 },
};

it('says the question an estimate answered, in the words the student picked the programme with', () => {
  expect(estimateForText(ESTIMATE, { code: '11', title: 'Computer Science' })).toBe(
    "For a Master's in Computer Science, GPA 8.4/10, TOEFL 104, no GRE or GMAT, as an international applicant.",
  );
});

it("keeps the catalogue's title when the picked programme is not the one estimated for, or none was picked", () => {
  const catalogue = "For a Master's in Computer and Information Sciences and Support Services, GPA 8.4/10, TOEFL 104, no GRE or GMAT, as an international applicant.";
  expect(estimateForText(ESTIMATE, { code: '11.07', title: 'Computer Science' })).toBe(catalogue);
  expect(estimateForText(ESTIMATE)).toBe(catalogue);
});

it('writes an estimate and its range to one decimal everywhere', () => {
  expect(estimateText(63, { low: 55.24, high: 70.36 })).toBe('63.0%, likely 55.2-70.4%');
});
