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
