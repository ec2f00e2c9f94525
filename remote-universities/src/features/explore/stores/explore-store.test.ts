import { waitFor } from '@testing-library/react';
import { makeUniversities } from '../../../test-support/universities';
import { cachedUniversity, clearUniversityCache } from '../../../lib/university-cache';
import { getUniversities } from '../api/get-universities';
import { NO_FILTERS } from '../api/filter-params';
import type { ExplorePage as UniversityPage } from '../api/get-universities';
import { createExploreStore } from './explore-store';

jest.mock('../api/get-universities');
const mockedGet = jest.mocked(getUniversities);

/** A request the test resolves or rejects when it chooses. */
function deferred() {
  let resolve!: (page: UniversityPage) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<UniversityPage>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  mockedGet.mockReset();
  clearUniversityCache();
});

it('loads page 1, then appends the next page', async () => {
  mockedGet
    .mockResolvedValueOnce({ universities: makeUniversities(6), hasNextPage: true, program: null })
    .mockResolvedValueOnce({ universities: makeUniversities(2, 7), hasNextPage: false, program: null });
  const store = createExploreStore();

  await store.getState().load(NO_FILTERS, 'initial', true);
  await store.getState().loadMore();

  const state = store.getState();
  expect(state.universities.map((u) => u.name)).toEqual(makeUniversities(8).map((u) => u.name));
  expect(state.hasNextPage).toBe(false);
  expect(state.page).toBe(2);
  expect(mockedGet).toHaveBeenLastCalledWith(NO_FILTERS, 2, true, expect.any(AbortSignal));
});

it('keeps what it loaded for the detail page to fall back on', async () => {
  mockedGet.mockResolvedValueOnce({ universities: makeUniversities(1), hasNextPage: false, program: null });
  await createExploreStore().getState().load(NO_FILTERS, 'initial', true);
  expect(cachedUniversity(true, 'university-1')?.name).toBe('University 1');
});

it('drops the answer of an older request that arrives after a newer one', async () => {
  const slow = deferred();
  const fast = deferred();
  mockedGet.mockReturnValueOnce(slow.promise).mockReturnValueOnce(fast.promise);
  const store = createExploreStore();

  const first = store.getState().load({ ...NO_FILTERS, search: 'old' }, 'search', true);
  const second = store.getState().load({ ...NO_FILTERS, search: 'new' }, 'search', true);
  fast.resolve({ universities: makeUniversities(1, 50), hasNextPage: false, program: null });
  await second;
  slow.resolve({ universities: makeUniversities(6), hasNextPage: true, program: null });
  await first;

  expect(store.getState().universities.map((u) => u.name)).toEqual(['University 50']);
  expect(store.getState().hasNextPage).toBe(false);
  expect(store.getState().filters.search).toBe('new');
});

it('drops a load-more answer that arrives after page 1 was reloaded', async () => {
  const more = deferred();
  mockedGet
    .mockResolvedValueOnce({ universities: makeUniversities(6), hasNextPage: true, program: null })
    .mockReturnValueOnce(more.promise)
    .mockResolvedValueOnce({ universities: makeUniversities(1, 90), hasNextPage: false, program: null });
  const store = createExploreStore();
  await store.getState().load(NO_FILTERS, 'initial', true);

  const loadingMore = store.getState().loadMore();
  // Page 2 asked for (after the button's paint), then the list reloaded under it.
  await waitFor(() => expect(mockedGet).toHaveBeenCalledTimes(2));
  await store.getState().load({ ...NO_FILTERS, country: 'USA' }, 'reload', true);
  more.resolve({ universities: makeUniversities(6, 7), hasNextPage: true, program: null });
  await loadingMore;

  expect(store.getState().universities.map((u) => u.name)).toEqual(['University 90']);
  expect(store.getState().loadingMore).toBe(false);
});

it('skips records a shifted page repeats', async () => {
  mockedGet
    .mockResolvedValueOnce({ universities: makeUniversities(6), hasNextPage: true, program: null })
    .mockResolvedValueOnce({ universities: makeUniversities(6, 6), hasNextPage: false, program: null });
  const store = createExploreStore();
  await store.getState().load(NO_FILTERS, 'initial', true);
  await store.getState().loadMore();
  expect(store.getState().universities).toHaveLength(11);
});

it.each([
  ['initial', 'Failed to fetch university data. Please try again later.', true],
  ['reload', 'Failed to fetch university data. Please try again later.', false],
  ['search', 'Failed to search universities. Please try again later.', false],
] as const)('a failed %s load shows "%s" (section-only: %s)', async (kind, message, fatal) => {
  mockedGet.mockRejectedValueOnce(new Error('network'));
  const store = createExploreStore();
  await store.getState().load(NO_FILTERS, kind, false);
  expect(store.getState()).toMatchObject({ error: message, fatal, loading: false, universities: [] });
});

it('a failed load more keeps the list and says so', async () => {
  mockedGet
    .mockResolvedValueOnce({ universities: makeUniversities(6), hasNextPage: true, program: null })
    .mockRejectedValueOnce(new Error('network'));
  const store = createExploreStore();
  await store.getState().load(NO_FILTERS, 'initial', true);
  await store.getState().loadMore();
  expect(store.getState()).toMatchObject({
    loadMoreError: 'Failed to load more universities. Please try again.',
    loadingMore: false,
    hasNextPage: true,
  });
  expect(store.getState().universities).toHaveLength(6);
});

it('does not load more while a load is running or when there is no next page', async () => {
  mockedGet.mockResolvedValueOnce({ universities: makeUniversities(2), hasNextPage: false, program: null });
  const store = createExploreStore();
  await store.getState().loadMore(); // still loading page 1
  await store.getState().load(NO_FILTERS, 'initial', true);
  await store.getState().loadMore(); // no next page
  expect(mockedGet).toHaveBeenCalledTimes(1);
});

it('asks for no next page when the list is reloaded before the button has painted', async () => {
  mockedGet
    .mockResolvedValueOnce({ universities: makeUniversities(6), hasNextPage: true, program: null })
    .mockResolvedValueOnce({ universities: makeUniversities(2, 50), hasNextPage: false, program: null });
  const store = createExploreStore();
  await store.getState().load(NO_FILTERS, 'initial', true);

  const loadingMore = store.getState().loadMore();
  await store.getState().load({ ...NO_FILTERS, country: 'USA' }, 'reload', true);
  await loadingMore;

  expect(mockedGet).toHaveBeenCalledTimes(2);
  expect(mockedGet).toHaveBeenLastCalledWith({ ...NO_FILTERS, country: 'USA' }, 1, true, expect.any(AbortSignal));
  expect(store.getState().universities.map((u) => u.name)).toEqual(['University 50', 'University 51']);
  expect(store.getState().loadingMore).toBe(false);
});
