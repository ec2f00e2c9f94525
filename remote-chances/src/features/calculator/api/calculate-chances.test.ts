import { fakeApi, ok, restoreApi } from '@gradatlas/shared/api-testing';
import { DEFAULT_INPUTS } from '@gradatlas/shared/domain';
import { ANALYSIS, GENERAL_ANSWER, GENERAL_URL, SPECIFIC_URL } from '../../../test-support/fixtures';
import { calculateGeneral, calculateSpecific } from './calculate-chances';

afterEach(() => restoreApi());

const inputs = { ...DEFAULT_INPUTS, gpa: '3.6', universityName: 'Harbor State University' };

it('sends the chosen programme code in both modes, and nothing when none is chosen', async () => {
  const api = fakeApi({ [GENERAL_URL]: () => ok(GENERAL_ANSWER), [SPECIFIC_URL]: () => ok({ success: true, analysis: ANALYSIS }) });
  await calculateGeneral(inputs, '11.07');
  await calculateSpecific(inputs, '11.0701');
  await calculateGeneral(inputs);
  expect(api.bodiesTo(GENERAL_URL)[0]).toMatchObject({ programCode: '11.07', gpa: 3.6, country: 'All' });
  expect(api.bodiesTo(SPECIFIC_URL)[0]).toMatchObject({ programCode: '11.0701', universityName: 'Harbor State University' });
  expect(api.bodiesTo(GENERAL_URL)[1]).not.toHaveProperty('programCode');
});

it('gives the lists with the count of universities left out, which they award, and what the estimates were for', async () => {
  fakeApi({ [GENERAL_URL]: () => ok(GENERAL_ANSWER) });
  expect(await calculateGeneral(inputs)).toEqual({
    results: GENERAL_ANSWER.results,
    leftOut: { universities: 843, minimumDecisions: 20, degreeLevel: 'masters' },
    awardedUnder: GENERAL_ANSWER.awardedUnder,
    estimateFor: GENERAL_ANSWER.estimateFor,
    tierMeanings: GENERAL_ANSWER.tierMeanings,
  });
});

it('reads an answer without the context parts as saying nothing about them', async () => {
  fakeApi({ [GENERAL_URL]: () => ok({ success: true, results: GENERAL_ANSWER.results, leftOut: { universities: 3, minimumDecisions: 20 }, estimateFor: { seasons: null } }) });
  expect(await calculateGeneral(inputs)).toEqual({
    results: GENERAL_ANSWER.results,
    leftOut: { universities: 3, minimumDecisions: 20, degreeLevel: null },
    awardedUnder: null,
    estimateFor: null,
    tierMeanings: null,
  });
});
