import { describe, expect, it } from '@jest/globals';
import { preconnectHints } from './preconnect-hints';

describe('preconnectHints', () => {
  it('opens the API with credentials and each remote origin both ways, once each', () => {
    const config = {
      apiUrl: 'https://api.gradatlas.test',
      remotes: {
        universities: 'https://cdn.gradatlas.test/universities/mf-manifest.json',
        chances: 'https://cdn.gradatlas.test/chances/mf-manifest.json',
        content: 'not a url at all http://',
      },
    };
    expect(preconnectHints(config, 'www.gradatlas.test')).toEqual([
      '<link rel="preconnect" href="https://api.gradatlas.test" crossorigin="use-credentials">',
      '<link rel="preconnect" href="https://cdn.gradatlas.test" crossorigin="anonymous">',
      '<link rel="preconnect" href="https://cdn.gradatlas.test">',
    ]);
  });

  it("adds nothing for the page's own host, or for a config without addresses", () => {
    const own = 'http://localhost:3000';
    expect(preconnectHints({ apiUrl: own, remotes: { universities: `${own}/u/mf-manifest.json` } }, 'localhost:3000')).toEqual([]);
    expect(preconnectHints(undefined)).toEqual([]);
  });
});
