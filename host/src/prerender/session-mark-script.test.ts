import { useSessionStore } from '@gradatlas/shared/session';
import { sessionMarkScript } from './session-mark-script';

/** Runs the inline script the way the browser does, before the first paint. */
function marked(): string | null {
  document.documentElement.removeAttribute('data-session');
  new Function(sessionMarkScript())();
  return document.documentElement.getAttribute('data-session');
}

afterEach(() => window.localStorage.clear());

describe("index.html's session mark", () => {
  it("marks a browser where the session store keeps a student's tokens, and not a guest's", () => {
    jest.useFakeTimers(); // the store's token-expiry checks
    expect(marked()).toBeNull();
    // The real store writes the keys, so the script's names cannot drift from it.
    useSessionStore.getState().signIn({ id: 'u1', name: 'Asha', email: 'asha@example.com', isAuthenticated: true }, 'access', 'refresh');
    expect(marked()).toBe('member');
    window.localStorage.clear();
    expect(marked()).toBeNull();
    useSessionStore.setState({ status: 'guest', user: null });
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  it('leaves the page unmarked when storage cannot be read', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(marked()).toBeNull();
    getItem.mockRestore();
  });
});
