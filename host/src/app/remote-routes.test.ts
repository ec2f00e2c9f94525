import { remotePageAt } from './remote-routes';

describe('remotePageAt: the remote page an address will show', () => {
  it.each([
    ['/university/stanford-university', false, { remote: 'universities', page: 'UniversityDetailPage' }, { name: 'stanford-university' }],
    ['/blogs/student-visa-guide', false, { remote: 'content', page: 'BlogDetailPage' }, { slug: 'student-visa-guide' }],
    ['/blogs', false, { remote: 'content', page: 'BlogListPage' }, {}],
    ['/rate-my-chances', true, { remote: 'chances', page: 'RateMyChancesPage' }, {}],
  ])('%s (signed in: %s)', (path, loggedIn, target, params) => {
    expect(remotePageAt(path, loggedIn)).toEqual({ target, params });
  });

  it.each([
    ['/rate-my-chances', false],
    ['/shortlist', false],
    ['/login', false],
    ['/auth-success', true],
    ['/college-finder', true],
    ['/no-such-page', false],
    ['/', false],
    ['/universities/', true],
  ])('%s (signed in: %s) shows none: a guest is sent to sign in, the host draws the page, or (home) the explore list waits until it is near', (path, loggedIn) => {
    expect(remotePageAt(path, loggedIn)).toBeUndefined();
  });
});
