import { pendingSave, rememberSaveAfterSignIn, savedAfterSignIn, takeSaveAfterSignIn } from './save-after-sign-in';

afterEach(() => window.sessionStorage.clear());

it('keeps the school to save for the Login page to show, and gives it back once to save it', () => {
  rememberSaveAfterSignIn({ slug: 'stanford-university', name: 'Stanford University' });
  expect(pendingSave()).toEqual({ slug: 'stanford-university', name: 'Stanford University' });
  expect(pendingSave()).toEqual({ slug: 'stanford-university', name: 'Stanford University' });
  expect(takeSaveAfterSignIn()).toEqual({ slug: 'stanford-university', name: 'Stanford University' });
  expect(takeSaveAfterSignIn()).toBeNull();
  expect(pendingSave()).toBeNull();
});

it('keeps a school without a name, forgets one older than 15 minutes, and ignores what is not a slug', () => {
  rememberSaveAfterSignIn({ slug: 'mit' });
  expect(pendingSave()).toEqual({ slug: 'mit' });
  expect(takeSaveAfterSignIn(Date.now() + 16 * 60 * 1000)).toBeNull();
  window.sessionStorage.setItem('gradatlas.save-after-sign-in', JSON.stringify({ slug: '../admin', at: Date.now() }));
  expect(pendingSave()).toBeNull();
  window.sessionStorage.setItem('gradatlas.save-after-sign-in', '{not json');
  expect(pendingSave()).toBeNull();
});

it('reads what the Login page told the page it went back to, and nothing else', () => {
  expect(savedAfterSignIn({ savedAfterSignIn: { slug: 'mit', saved: true } })).toEqual({ slug: 'mit', saved: true });
  expect(savedAfterSignIn(null)).toBeNull();
  expect(savedAfterSignIn({ savedAfterSignIn: { slug: 'mit' } })).toBeNull();
  expect(savedAfterSignIn('mit')).toBeNull();
});
