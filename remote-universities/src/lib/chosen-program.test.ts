import { chosenProgram, rememberChosenProgram } from './chosen-program';

afterEach(() => localStorage.clear());

it('remembers the chosen programme and forgets it when the filter is removed', () => {
  expect(chosenProgram()).toBeNull();
  rememberChosenProgram({ code: '11', title: 'Computer Science', level: 'doctoral' });
  expect(chosenProgram()).toEqual({ code: '11', title: 'Computer Science', level: 'doctoral' });
  rememberChosenProgram(null);
  expect(chosenProgram()).toBeNull();
});

it('ignores what is stored when it is not a programme', () => {
  localStorage.setItem('gradatlas.chosenProgram', '{"code":"<script>","title":"x"}');
  expect(chosenProgram()).toBeNull();
  localStorage.setItem('gradatlas.chosenProgram', 'not json');
  expect(chosenProgram()).toBeNull();
});
