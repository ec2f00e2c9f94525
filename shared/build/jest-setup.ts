import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Each test starts from an empty browser storage, as a first visit would.
afterEach(() => {
  window.localStorage.clear();
});

// Component tests never reach a server. A component that shows the shortlist
// loads it from the API unless it is already loaded, so each test starts with
// it loaded and empty; a test about the shortlist sets the store (or mocks the client) itself.
beforeEach(async () => {
  const { useShortlistStore } = await import('@gradatlas/shared/session');
  useShortlistStore.setState({ status: 'ready', slugs: [], universities: [], error: null });
});
