import { screen } from '@testing-library/react';
import { useSessionStore } from '@gradatlas/shared/session';
import { fakeApi, ok, restoreApi, type FakeAnswer } from '@gradatlas/shared/api-testing';
import { GENERAL_ANSWER, GENERAL_URL } from '../../../test-support/fixtures';
import { renderCalculator, signInAs } from '../../../test-support/render-page';
import { CALCULATOR_TEXT } from '../messages';

const calculate = () => screen.getByRole('button', { name: 'Calculate My Chances' });

beforeEach(() => signInAs());
afterEach(() => restoreApi());

async function calculateAndReadError(answer: FakeAnswer) {
  fakeApi({ [GENERAL_URL]: () => answer });
  const { user } = renderCalculator();
  await user.type(screen.getByRole('spinbutton', { name: 'GPA' }), '3.2');
  await user.click(calculate());
  const alert = await screen.findByRole('alert');
  return { user, alert };
}

it("joins the errors of an unsuccessful answer with ', ' and keeps the form and its inputs", async () => {
  const { user, alert } = await calculateAndReadError({
    status: 400,
    data: { success: false, errors: ['GRE score must be between 260 and 340', 'GPA must be a number'], message: 'two problems' },
  });
  expect(alert).toHaveTextContent(/^GRE score must be between 260 and 340, GPA must be a number$/);
  expect(alert).toHaveFocus();
  expect(screen.getByRole('spinbutton', { name: 'GPA' })).toHaveValue(3.2);

  // The form still works: a good answer replaces the error with results.
  fakeApi({ [GENERAL_URL]: () => ok(GENERAL_ANSWER) });
  await user.click(calculate());
  expect(await screen.findByRole('heading', { name: 'Your university matches' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('treats a 200 answer with success false the same way', async () => {
  const { alert } = await calculateAndReadError(ok({ success: false, errors: ['Country must be All, USA or Canada', 'GPA must be a number'] }));
  expect(alert).toHaveTextContent(/^Country must be All, USA or Canada, GPA must be a number$/);
});

it('shows the errors array of another failure, else the server message, else the generic text', async () => {
  const first = await calculateAndReadError({ status: 500, data: { errors: ['Database unavailable', 'Try later'] } });
  expect(first.alert).toHaveTextContent(/^Database unavailable, Try later$/);
});

it('shows the server message when a failure has no errors', async () => {
  const { alert } = await calculateAndReadError({ status: 503, data: { message: 'Service is restarting' } });
  expect(alert).toHaveTextContent(/^Service is restarting$/);
});

it('shows the generic text when a failure says nothing', async () => {
  const { alert } = await calculateAndReadError({ status: 500, data: 'Internal Server Error' });
  expect(alert).toHaveTextContent(CALCULATOR_TEXT.genericError);
  expect(CALCULATOR_TEXT.genericError).toBe('An error occurred while calculating your chances. Please try again.');
});

it('sends the student to /login when the calculation answers 401', async () => {
  // A refresh token that the server still accepts, but the calculation keeps answering 401.
  window.localStorage.setItem('refreshToken', 'refresh-1');
  fakeApi({
    '/api/auth/refresh': () => ok({ accessToken: 'header.e30.signature', refreshToken: 'refresh-2' }),
    '/api/auth/logout': () => ok({ success: true }),
    [GENERAL_URL]: () => ({ status: 401, data: { message: 'Unauthorized' } }),
  });
  const { user } = renderCalculator();
  await user.click(calculate());
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(useSessionStore.getState().status).toBe('guest');
});

describe('each problem beside its field', () => {
  const IELTS_RANGE = 'IELTS score must be between 0 and 9 in steps of 0.5';
  const GPA_RANGE = 'GPA must be above 0 and at most 10 (4-point or 10-point scale)';
  const refused = (fieldErrors: Array<{ field: string; message: string }>) => ({
    status: 400,
    data: { success: false, errors: fieldErrors.map((e) => e.message), message: fieldErrors.map((e) => e.message).join(' '), fieldErrors },
  });

  it('marks the field invalid and reads its problem as its description', async () => {
    fakeApi({ [GENERAL_URL]: () => refused([{ field: 'gpa', message: GPA_RANGE }]) });
    const { user } = renderCalculator();
    await user.type(screen.getByRole('spinbutton', { name: 'GPA' }), '12');
    await user.click(calculate());
    await screen.findByRole('alert');

    const gpa = screen.getByRole('spinbutton', { name: 'GPA' });
    expect(gpa).toHaveAttribute('aria-invalid', 'true');
    expect(gpa).toHaveAccessibleDescription(expect.stringContaining(GPA_RANGE));
    // Other fields are not marked.
    expect(screen.getByRole('spinbutton', { name: /Language score/ })).not.toHaveAttribute('aria-invalid');

    // Changing the field settles its problem.
    await user.clear(gpa);
    await user.type(gpa, '3.4');
    expect(gpa).not.toHaveAttribute('aria-invalid');
    expect(gpa).not.toHaveAccessibleDescription(expect.stringContaining(GPA_RANGE));
  });

  it('asks "Did you mean TOEFL?" for a TOEFL-sized score typed with IELTS, and switches in one tap', async () => {
    const api = fakeApi({ [GENERAL_URL]: () => refused([{ field: 'languageScore', message: IELTS_RANGE }]) });
    const { user } = renderCalculator();
    // IELTS stays the default (SPEC section 9).
    expect(screen.getByRole('combobox', { name: 'Language test' })).toHaveValue('IELTS');
    await user.type(screen.getByRole('spinbutton', { name: 'Language score (IELTS)' }), '104');
    await user.click(calculate());
    await screen.findByRole('alert');

    const score = screen.getByRole('spinbutton', { name: 'Language score (IELTS)' });
    expect(score).toHaveAttribute('aria-invalid', 'true');
    expect(score).toHaveAccessibleDescription('IELTS scores run from 0 to 9. Did you mean TOEFL 104?');
    await user.click(screen.getByRole('button', { name: 'Yes, switch to TOEFL' }));

    expect(screen.getByRole('combobox', { name: 'Language test' })).toHaveValue('TOEFL');
    const toefl = screen.getByRole('spinbutton', { name: 'Language score (TOEFL)' });
    expect(toefl).toHaveValue(104);
    expect(toefl).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('button', { name: 'Yes, switch to TOEFL' })).not.toBeInTheDocument();
    expect(api.bodiesTo(GENERAL_URL)[0]).toMatchObject({ languageTest: 'IELTS', languageScore: 104 });
  });

  it('shows an IELTS problem that is no TOEFL score as the server says it, with no question', async () => {
    fakeApi({ [GENERAL_URL]: () => refused([{ field: 'languageScore', message: IELTS_RANGE }]) });
    const { user } = renderCalculator();
    await user.type(screen.getByRole('spinbutton', { name: 'Language score (IELTS)' }), '7.25');
    await user.click(calculate());
    await screen.findByRole('alert');
    expect(screen.getByRole('spinbutton', { name: 'Language score (IELTS)' })).toHaveAccessibleDescription(IELTS_RANGE);
    expect(screen.queryByRole('button', { name: 'Yes, switch to TOEFL' })).not.toBeInTheDocument();
  });
});

it('states the GPA scale and reads a 10-point CGPA as out of 10', async () => {
  const api = fakeApi({ [GENERAL_URL]: () => ok(GENERAL_ANSWER) });
  const { user } = renderCalculator();
  const gpa = screen.getByRole('spinbutton', { name: 'GPA' });
  expect(gpa).toHaveAccessibleDescription('Out of 4, or your CGPA out of 10: a GPA above 4 is read as out of 10 unless you choose its scale below (a 5-point CGPA needs it).');
  await user.type(gpa, '8.4');
  expect(gpa).toHaveAccessibleDescription(expect.stringContaining('Read as 8.4 out of 10 (3.36 out of 4).'));
  await user.clear(gpa);
  await user.type(gpa, '3.4');
  expect(gpa).toHaveAccessibleDescription(expect.stringContaining('Read as 3.4 out of 4.'));
  await user.click(calculate());
  await screen.findByRole('heading', { name: 'Your university matches' });
  expect(api.bodiesTo(GENERAL_URL)[0]).toMatchObject({ gpa: 3.4 });
});

it("reads a Nigerian 5-point CGPA on the scale the student chooses, and sends the scale", async () => {
  const api = fakeApi({ [GENERAL_URL]: () => ok(GENERAL_ANSWER) });
  const { user } = renderCalculator();
  const gpa = screen.getByRole('spinbutton', { name: 'GPA' });
  await user.type(gpa, '4.2');
  expect(gpa).toHaveAccessibleDescription(expect.stringContaining('Read as 4.2 out of 10 (1.68 out of 4).'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'GPA scale' }), 'Out of 5 (e.g. Nigeria, Ghana)');
  expect(gpa).toHaveAccessibleDescription(expect.stringContaining('Read as 4.2 out of 5 (3.36 out of 4).'));
  await user.click(calculate());
  await screen.findByRole('heading', { name: 'Your university matches' });
  expect(api.bodiesTo(GENERAL_URL)[0]).toMatchObject({ gpa: 4.2, gpaScale: 5 });
  window.localStorage.clear();
});
