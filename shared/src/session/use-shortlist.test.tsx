import { act, renderHook } from '@testing-library/react';
import { fakeApi, ok, restoreApi } from '@gradatlas/shared/api-testing';
import { useSessionStore } from './session-store';
import { useShortlist, useShortlistStore } from './use-shortlist';
import { readUserData, saveUserData } from './user-storage';

const STUDENT = { id: 'u7', name: 'Ada', email: 'ada@example.org' };

/** A server whose list is `slugs`; counts the GETs. */
function serverWith(slugs: string[]) {
  const api = fakeApi({ '/api/me/shortlist': () => ok({ slugs, universities: [] }) });
  return { gets: () => api.calls.filter((call) => call.url === '/api/me/shortlist').length };
}

/** Signed in as the session store is after a page load with a stored user (no token checks in these tests). */
const signIn = () => useSessionStore.setState({ status: 'authenticated', user: STUDENT });

beforeEach(() => {
  act(() => useSessionStore.getState().logout());
});
afterEach(() => {
  restoreApi();
  jest.useRealTimers();
});

it("shows this browser's copy of the student's list at sign-in, and forgets list and copy at logout", () => {
  saveUserData('shortlist', STUDENT.id, ['alpha', 'beta']);
  act(() => signIn());
  expect(useShortlistStore.getState()).toMatchObject({ owner: STUDENT.id, source: 'browser', slugs: ['alpha', 'beta'] });

  act(() => useSessionStore.getState().logout());
  expect(useShortlistStore.getState()).toMatchObject({ owner: null, source: 'none', slugs: [] });
  expect(readUserData('shortlist', STUDENT.id)).toBeUndefined();
});

it('loads the list at once when nothing is known, and the browser keeps the answer', async () => {
  const server = serverWith(['gamma']);
  act(() => signIn());
  act(() => useShortlistStore.getState().forget()); // as on a browser that has not seen this student's list
  act(() => useShortlistStore.getState().startFor(STUDENT.id));
  const { result } = renderHook(() => useShortlist());
  expect(result.current.source).toBe('none');
  await act(async () => undefined);
  expect(server.gets()).toBe(1);
  expect(result.current).toMatchObject({ source: 'server', slugs: ['gamma'] });
  expect(readUserData('shortlist', STUDENT.id)).toEqual(['gamma']);
});

it("asks the server in the background when this browser's copy is shown, and at once when eager", async () => {
  jest.useFakeTimers();
  const server = serverWith(['alpha']);
  saveUserData('shortlist', STUDENT.id, ['alpha']);
  act(() => signIn());
  const badge = renderHook(() => useShortlist());
  await act(async () => jest.advanceTimersByTimeAsync(1_000));
  expect(server.gets()).toBe(0);
  expect(badge.result.current).toMatchObject({ source: 'browser', slugs: ['alpha'] });
  await act(async () => jest.advanceTimersByTimeAsync(600));
  expect(server.gets()).toBe(1);
  expect(badge.result.current.source).toBe('server');

  act(() => useSessionStore.getState().logout());
  saveUserData('shortlist', STUDENT.id, ['alpha']);
  act(() => signIn());
  renderHook(() => useShortlist({ eager: true }));
  await act(async () => jest.advanceTimersByTimeAsync(0));
  expect(server.gets()).toBe(2);
});
