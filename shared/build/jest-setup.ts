import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Each test starts from an empty browser storage, as a first visit would.
// (A test in Node, drawing a page as the site's server does, has no window.)
afterEach(() => {
  if (typeof window !== 'undefined') window.localStorage.clear();
});

// Component tests never reach a server. A component that shows the shortlist
// loads it from the API unless the server's list is in, and signing in starts
// the student's list from this browser's copy (use-shortlist.ts). So in every
// test the list is loaded and empty, also right after a sign-in with no copy
// in this browser; a test about the shortlist stores a copy before signing in,
// or sets the store (or mocks the client) itself after.
let stopPresetting = () => {};
beforeEach(async () => {
  const { useSessionStore, useShortlistStore } = await import('@gradatlas/shared/session');
  const loadedAndEmpty = () => ({ status: 'ready' as const, source: 'server' as const, known: [], slugs: [], error: null });
  useShortlistStore.getState().forget(); // nobody's list: the next sign-in starts afresh
  useShortlistStore.setState(loadedAndEmpty());
  stopPresetting = useSessionStore.subscribe((session) => {
    if (session.status === 'authenticated' && useShortlistStore.getState().source === 'none') useShortlistStore.setState(loadedAndEmpty());
  });
});
afterEach(() => stopPresetting());
