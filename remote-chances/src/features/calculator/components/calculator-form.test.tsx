import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok, restoreApi } from '@gradatlas/shared/api-testing';
import { ANALYSIS, GENERAL_ANSWER, GENERAL_URL, SPECIFIC_URL, SUGGESTIONS_URL } from '../../../test-support/fixtures';
import { renderCalculator, signInAs } from '../../../test-support/render-page';

const field = (name: string | RegExp) => screen.getByRole('spinbutton', { name });
const select = (name: string | RegExp) => screen.getByRole('combobox', { name });
const calculate = () => screen.getByRole('button', { name: 'Calculate My Chances' });

beforeEach(() => signInAs());
afterEach(() => restoreApi());

it('keeps every input when the mode is switched, both ways', async () => {
  const { user } = renderCalculator();
  await user.type(field(/Test score/), '321');
  await user.selectOptions(select('Language test'), 'TOEFL');
  await user.type(field(/Language score/), '104');
  await user.type(field('GPA'), '3.6');
  await user.selectOptions(select('Country'), 'Canada');
  await user.selectOptions(select('Degree level (optional)'), 'PhD');

  await user.click(screen.getByRole('radio', { name: 'Specific university' }));
  expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
  await user.type(screen.getByRole('combobox', { name: 'University' }), 'Harbor State University');
  expect(field(/Test score/)).toHaveValue(321);
  expect(field(/Language score/)).toHaveValue(104);

  await user.click(screen.getByRole('radio', { name: 'General (by country)' }));
  expect(select('Country')).toHaveValue('Canada');
  expect(select('Language test')).toHaveValue('TOEFL');
  expect(field('GPA')).toHaveValue(3.6);
  expect(select('Degree level (optional)')).toHaveValue('phd');

  await user.click(screen.getByRole('radio', { name: 'Specific university' }));
  expect(screen.getByRole('combobox', { name: 'University' })).toHaveValue('Harbor State University');
});

it('test type None hides the score field and sends no test type or score', async () => {
  const api = fakeApi({ [GENERAL_URL]: () => ok(GENERAL_ANSWER) });
  const { user } = renderCalculator();
  await user.type(field(/Test score/), '321');
  await user.selectOptions(select('Test type'), 'None');
  expect(screen.queryByRole('spinbutton', { name: /Test score/ })).not.toBeInTheDocument();

  await user.click(calculate());
  await screen.findByRole('heading', { name: 'Your university matches' });
  expect(api.bodiesTo(GENERAL_URL)[0]).toMatchObject({ testType: null, testScore: null, country: 'All' });

  await user.selectOptions(select('Test type'), 'GMAT');
  expect(field('Test score (GMAT)')).toHaveValue(null);
});

it('starts with IELTS; scores and GPA are plain numeric boxes, GPA stepping by 0.1, with no bounds or required marks', () => {
  renderCalculator();
  expect(select('Language test')).toHaveValue('IELTS');
  expect(select('Test type')).toHaveValue('GRE');
  expect(field('GPA')).toHaveAttribute('step', '0.1');
  for (const box of [field(/Test score/), field(/Language score/), field('GPA')]) {
    expect(box).toHaveAttribute('type', 'number');
    expect(box).not.toHaveAttribute('min');
    expect(box).not.toHaveAttribute('max');
    expect(box).not.toBeRequired();
  }
});

it('sends the scores as numbers and degreeLevel only when one is chosen', async () => {
  const api = fakeApi({ [GENERAL_URL]: () => ok(GENERAL_ANSWER) });
  const { user } = renderCalculator();
  await user.type(field(/Test score/), '321');
  await user.type(field(/Language score/), '7.5');
  await user.type(field('GPA'), '3.7');
  await user.click(calculate());
  await screen.findByRole('heading', { name: 'Your university matches' });
  expect(api.bodiesTo(GENERAL_URL)[0]).toEqual({ testType: 'GRE', testScore: 321, languageTest: 'IELTS', languageScore: 7.5, gpa: 3.7, country: 'All' });

  await user.selectOptions(select('Degree level (optional)'), "Master's");
  await user.click(calculate());
  // The first result stays in view until the second answer: wait for the second request itself.
  await waitFor(() => expect(api.bodiesTo(GENERAL_URL)).toHaveLength(2));
  expect(api.bodiesTo(GENERAL_URL)[1]).toMatchObject({ degreeLevel: 'masters' });
});

describe('university suggestions (specific mode)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const wait = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

  it('are asked for only once the text is longer than 2 characters, show name and country, and work by keyboard', async () => {
    const api = fakeApi({
      [SUGGESTIONS_URL]: () => ok([{ name: 'Harbor State University', country: 'USA' }, { name: 'Harbour College', country: 'Canada' }]),
      [SPECIFIC_URL]: () => ok({ success: true, analysis: ANALYSIS }),
    });
    const { user } = renderCalculator({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('radio', { name: 'Specific university' }));
    const box = screen.getByRole('combobox', { name: 'University' });
    await user.type(box, 'ha');
    await wait(2000);
    expect(api.calls.filter((call) => call.url === SUGGESTIONS_URL)).toHaveLength(0);

    await user.type(box, 'r');
    await wait(800);
    const options = within(await screen.findByRole('listbox', { name: 'University suggestions' })).getAllByRole('option');
    expect(api.calls.find((call) => call.url === SUGGESTIONS_URL)?.params).toEqual({ query: 'har' });
    expect(within(options[0]!).getByText('Harbor State University')).toBeInTheDocument();
    expect(within(options[1]!).getByText('Canada')).toBeInTheDocument();

    await user.keyboard('{ArrowUp}{ArrowDown}{Enter}');
    expect(box).toHaveValue('Harbor State University');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // With no list open, Enter submits the form; act lets the fake answer land before the check.
    await act(async () => {
      await user.keyboard('{Enter}');
      await new Promise((resolve) => jest.requireActual<typeof globalThis>('timers').setImmediate(resolve));
    });
    expect(await screen.findByRole('heading', { name: 'Harbor State University' })).toBeInTheDocument();
    expect(api.bodiesTo(SPECIFIC_URL)[0]).toMatchObject({ universityName: 'Harbor State University' });
  });
});

it('opens on the university, programme and level a link carries (a university page, the explorer)', async () => {
  const api = fakeApi({ [SPECIFIC_URL]: () => ok({ success: true, analysis: ANALYSIS }) });
  const query = new URLSearchParams({ university: 'Harbor State University', program: '11', programTitle: 'Computer Science', level: 'doctoral' });
  const { user } = renderCalculator({}, `/rate-my-chances?${query.toString()}`);
  expect(screen.getByRole('radio', { name: 'Specific university' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'University' })).toHaveValue('Harbor State University');
  expect(select('Degree level (optional)')).toHaveValue('phd');
  await user.click(calculate());
  await screen.findByRole('heading', { name: 'Harbor State University' });
  expect(api.bodiesTo(SPECIFIC_URL)[0]).toMatchObject({ universityName: 'Harbor State University', degreeLevel: 'phd', programCode: '11' });
  window.localStorage.clear();
});

it('ignores what a link carries that makes no sense', () => {
  const query = new URLSearchParams({ program: 'computer science', level: 'bachelors' });
  renderCalculator({}, `/rate-my-chances?${query.toString()}`);
  expect(screen.getByRole('radio', { name: 'General (by country)' })).toBeChecked();
  expect(select('Degree level (optional)')).toHaveValue('');
});
