import { preconnectTo } from './preconnect';

const hints = () =>
  [...document.head.querySelectorAll('link[rel="preconnect"]')].map((link) => `${link.getAttribute('href')} ${link.getAttribute('crossorigin') ?? 'none'}`);

afterEach(() => document.head.querySelectorAll('link[rel="preconnect"]').forEach((link) => link.remove()));

describe('preconnectTo', () => {
  it('opens the API with credentials and each remote origin both ways, once each', () => {
    preconnectTo({
      apiUrl: 'https://api.gradatlas.test',
      remotes: {
        universities: 'https://cdn.gradatlas.test/universities/mf-manifest.json',
        chances: 'https://cdn.gradatlas.test/chances/mf-manifest.json',
        content: 'not a url at all http://',
      },
    });
    expect(hints()).toEqual([
      'https://api.gradatlas.test use-credentials',
      'https://cdn.gradatlas.test anonymous',
      'https://cdn.gradatlas.test none',
    ]);
  });

  it('adds nothing for the page\'s own origin', () => {
    const own = window.location.origin;
    preconnectTo({ apiUrl: own, remotes: { universities: `${own}/u/mf-manifest.json`, chances: `${own}/c/mf-manifest.json`, content: `${own}/k/mf-manifest.json` } });
    expect(hints()).toEqual([]);
  });
});
