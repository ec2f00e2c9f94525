import { rememberReturnPath, takeReturnPath } from './return-path';

afterEach(() => window.sessionStorage.clear());

it('gives back a remembered site path once', () => {
  rememberReturnPath('/compare?u=a,b');
  expect(takeReturnPath()).toBe('/compare?u=a,b');
  expect(takeReturnPath()).toBeNull();
});

it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'shortlist'])('never remembers %s (no open redirect)', (path) => {
  rememberReturnPath(path);
  expect(takeReturnPath()).toBeNull();
});

it('forgets a path older than 15 minutes', () => {
  rememberReturnPath('/shortlist');
  expect(takeReturnPath(Date.now() + 16 * 60 * 1000)).toBeNull();
});

it('ignores whatever else sits under its key', () => {
  window.sessionStorage.setItem('gradatlas.return-to', JSON.stringify({ path: '//evil.example', at: Date.now() }));
  expect(takeReturnPath()).toBeNull();
  window.sessionStorage.setItem('gradatlas.return-to', '{not json');
  expect(takeReturnPath()).toBeNull();
});
