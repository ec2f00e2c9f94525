import { routeKindAt, routeKindScript } from '@gradatlas/shared/site-routes';

/** Runs the inline script the way the browser does, at a given address. */
function markedKind(path: string): string | null {
  window.history.replaceState(null, '', path);
  document.documentElement.removeAttribute('data-route');
  // The script index.html inlines, run as the browser runs it.
  new Function(routeKindScript())();
  return document.documentElement.getAttribute('data-route');
}

describe('route kinds', () => {
  it.each([
    ['/', 'home'],
    ['/universities', 'home'],
    ['/universities/', 'home'],
    ['/universities//', 'home'],
    ['/login', 'plain'],
    ['/auth-success', 'plain'],
    ['/college-finder', 'plain'],
    ['/university/stanford-university', 'page'],
    ['/blogs/student-visa-guide', 'page'],
    ['/rate-my-chances', 'page'],
    ['/universities-old', 'page'],
  ])('%s is marked "%s", by the app and by the inline script', (path, kind) => {
    expect(routeKindAt(path)).toBe(kind);
    expect(markedKind(path)).toBe(kind);
  });

  it('marks an address of 100,000 slashes in one pass (no backtracking)', () => {
    const path = `/universities${'/'.repeat(100_000)}`;
    expect(routeKindAt(path)).toBe('home');
    expect(markedKind(path)).toBe('home');
  });
});
