import { remotePageAt } from './remote-routes';

describe('remotePageAt: the remote page an address will show', () => {
  it.each([
    ['/', false, { remote: 'universities', page: 'ExploreSection' }],
    ['/universities/', false, { remote: 'universities', page: 'ExploreSection' }],
    ['/university/stanford-university', false, { remote: 'universities', page: 'UniversityDetailPage' }],
    ['/blogs/student-visa-guide', false, { remote: 'content', page: 'BlogDetailPage' }],
    ['/blogs', false, { remote: 'content', page: 'BlogListPage' }],
    ['/rate-my-chances', true, { remote: 'chances', page: 'RateMyChancesPage' }],
  ])('%s (signed in: %s)', (path, loggedIn, expected) => {
    expect(remotePageAt(path, loggedIn)).toEqual(expected);
  });

  it.each([
    ['/rate-my-chances', false],
    ['/shortlist', false],
    ['/login', false],
    ['/auth-success', true],
    ['/college-finder', true],
    ['/no-such-page', false],
  ])('%s (signed in: %s) shows none: a guest is sent to sign in, or the host draws the page', (path, loggedIn) => {
    expect(remotePageAt(path, loggedIn)).toBeUndefined();
  });
});
