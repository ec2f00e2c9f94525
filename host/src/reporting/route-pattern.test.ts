import { routePattern } from './route-pattern';

describe('routePattern', () => {
  it('names the pattern, never the address: no slug, query or hash', () => {
    expect(routePattern('/university/stanford-university')).toBe('/university/:name');
    expect(routePattern('/blogs/student-visa-guide')).toBe('/blogs/:slug');
    expect(routePattern('/')).toBe('/');
    expect(routePattern('/universities')).toBe('/universities');
    expect(routePattern('/rate-my-chances/')).toBe('/rate-my-chances');
    expect(routePattern('/college-finder')).toBe('/college-finder');
  });

  it('calls an address outside the route table other', () => {
    expect(routePattern('/priya.sharma@example.org')).toBe('other');
    expect(routePattern('/university/a/b')).toBe('other');
  });
});
