import { readChanceProgramme, saveChanceProgramme } from './saved-chance-inputs';

afterEach(() => window.localStorage.clear());

it('keeps the calculator programme per user, and forgets it on null', () => {
  saveChanceProgramme('u1', { code: '11.07', title: 'Computer Science' });
  expect(readChanceProgramme('u1')).toEqual({ code: '11.07', title: 'Computer Science' });
  expect(readChanceProgramme('u2')).toBeNull();
  saveChanceProgramme('u1', null);
  expect(readChanceProgramme('u1')).toBeNull();
});

it.each([
  ['a code that is not CIP', { code: '11.7', title: 'Computer Science' }],
  ['no title', { code: '11.07', title: '  ' }],
  ['a list', ['11.07']],
  ['a number', 11],
])('reads %s as no programme', (_case, value) => {
  window.localStorage.setItem('gradatlas.user-data.chance-programme.u1', JSON.stringify(value));
  expect(readChanceProgramme('u1')).toBeNull();
});
