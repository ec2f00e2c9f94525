import { routeKind, routeKindScript } from './route-kinds';

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
    ['/login', 'plain'],
    ['/auth-success', 'plain'],
    ['/university/stanford-university', 'page'],
    ['/blogs/student-visa-guide', 'page'],
    ['/rate-my-chances', 'page'],
    ['/universities-old', 'page'],
  ])('%s is marked "%s", by the app and by the inline script', (path, kind) => {
    expect(routeKind(path)).toBe(kind);
    expect(markedKind(path)).toBe(kind);
  });
});
