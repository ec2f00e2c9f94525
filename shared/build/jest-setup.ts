import '@testing-library/jest-dom';

// Each test starts from an empty browser storage, as a first visit would.
afterEach(() => {
  window.localStorage.clear();
});
