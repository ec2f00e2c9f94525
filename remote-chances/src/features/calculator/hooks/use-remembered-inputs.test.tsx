import { screen } from '@testing-library/react';
import { useSessionStore } from '@gradatlas/shared/session';
import { renderCalculator, signInAs, STUDENT } from '../../../test-support/render-page';

const OTHER = { ...STUDENT, id: 'student-2', name: 'Ben' };

async function fillSomeInputs() {
  const view = renderCalculator();
  await view.user.click(screen.getByRole('radio', { name: 'Specific university' }));
  await view.user.type(screen.getByRole('combobox', { name: 'University' }), 'Harbor State University');
  await view.user.selectOptions(screen.getByRole('combobox', { name: 'Language test' }), 'TOEFL');
  await view.user.type(screen.getByRole('spinbutton', { name: 'GPA' }), '3.9');
  view.unmount();
}

it('brings back the last inputs of the same signed-in student', async () => {
  signInAs();
  await fillSomeInputs();

  renderCalculator();
  expect(screen.getByRole('radio', { name: 'Specific university' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'University' })).toHaveValue('Harbor State University');
  expect(screen.getByRole('combobox', { name: 'Language test' })).toHaveValue('TOEFL');
  expect(screen.getByRole('spinbutton', { name: 'GPA' })).toHaveValue(3.9);
});

it('keeps each student to their own inputs', async () => {
  signInAs();
  await fillSomeInputs();
  signInAs(OTHER);
  renderCalculator();
  expect(screen.getByRole('radio', { name: 'General (by country)' })).toBeChecked();
  expect(screen.getByRole('spinbutton', { name: 'GPA' })).toHaveValue(null);
});

it('forgets them at logout', async () => {
  signInAs();
  await fillSomeInputs();
  useSessionStore.getState().logout();
  signInAs();
  renderCalculator();
  expect(screen.getByRole('combobox', { name: 'Language test' })).toHaveValue('IELTS');
  expect(screen.getByRole('spinbutton', { name: 'GPA' })).toHaveValue(null);
});

it('ignores stored inputs of the wrong shape', () => {
  signInAs();
  window.localStorage.setItem('gradatlas.user-data.chance-calculator.student-1', JSON.stringify({ mode: 'weird', gpa: 3, languageTest: 'PTE' }));
  renderCalculator();
  expect(screen.getByRole('radio', { name: 'General (by country)' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Language test' })).toHaveValue('IELTS');
  expect(screen.getByRole('spinbutton', { name: 'GPA' })).toHaveValue(null);
});
