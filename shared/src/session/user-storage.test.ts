import { useSessionStore } from './session-store';
import { clearAllUserData, readUserData, saveUserData } from './user-storage';

const USER = { id: 'u1', name: 'Ada', email: 'ada@example.org' };

it('keeps data per user and name', () => {
  saveUserData('calculator', 'u1', { gpa: '3.7' });
  saveUserData('calculator', 'u2', { gpa: '3.1' });
  expect(readUserData('calculator', 'u1')).toEqual({ gpa: '3.7' });
  expect(readUserData('calculator', 'u2')).toEqual({ gpa: '3.1' });
  expect(readUserData('other', 'u1')).toBeUndefined();
});

it('reads broken JSON as nothing', () => {
  window.localStorage.setItem('gradatlas.user-data.calculator.u1', '{not json');
  expect(readUserData('calculator', 'u1')).toBeUndefined();
});

it('clears every user\'s data and nothing else', () => {
  saveUserData('calculator', 'u1', 1);
  saveUserData('calculator', 'u2', 2);
  window.localStorage.setItem('unrelated', 'kept');
  clearAllUserData();
  expect(readUserData('calculator', 'u1')).toBeUndefined();
  expect(readUserData('calculator', 'u2')).toBeUndefined();
  expect(window.localStorage.getItem('unrelated')).toBe('kept');
});

it('is cleared when the user logs out', () => {
  useSessionStore.getState().signIn(USER);
  saveUserData('calculator', USER.id, { gpa: '3.7' });
  useSessionStore.getState().logout();
  expect(readUserData('calculator', USER.id)).toBeUndefined();
});
