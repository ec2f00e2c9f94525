// eslint-disable-next-line no-restricted-imports -- a test runs in Node and is never bundled: it holds the host's routes equal to the contract's list.
import { FIELD_ROUTES } from '@gradatlas/shared/contracts';
import { ROUTE_PATTERNS, routePattern } from './route-pattern';

describe('routePattern', () => {
  it('names the pattern, never the address: no slug, query or hash', () => {
    expect(routePattern('/university/stanford-university')).toBe('/university/:name');
    expect(routePattern('/blogs/student-visa-guide')).toBe('/blogs/:slug');
    expect(routePattern('/')).toBe('/');
    expect(routePattern('/universities')).toBe('/universities');
    expect(routePattern('/rate-my-chances/')).toBe('/rate-my-chances');
  });

  it('calls an address outside the route table other', () => {
    expect(routePattern('/priya.sharma@example.org')).toBe('other');
    expect(routePattern('/university/a/b')).toBe('other');
  });

  it('knows exactly the routes the API accepts (FIELD_ROUTES)', () => {
    expect([...ROUTE_PATTERNS, 'other'].sort()).toEqual([...FIELD_ROUTES].sort());
  });
});
