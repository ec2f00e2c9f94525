import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Each test starts from an empty browser storage, as a first visit would.
afterEach(() => {
  window.localStorage.clear();
});
