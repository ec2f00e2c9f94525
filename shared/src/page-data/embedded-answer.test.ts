import { renderWithAnswers, takeEmbeddedAnswer } from './embedded-answer';

function embed(apiPath: string, text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.dataset.apiAnswer = apiPath;
  block.textContent = text;
  document.body.append(block);
}

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.session;
});

describe('takeEmbeddedAnswer', () => {
  it('gives the answer written for exactly this API path, once', () => {
    embed('/api/blogs/visa', '{"title":"Visa \\u003c/script\\u003e"}');
    expect(takeEmbeddedAnswer('/api/blogs/other')).toBeUndefined();
    expect(takeEmbeddedAnswer('/api/blogs/visa')).toEqual({ title: 'Visa </script>' });
    // The next visit asks the API.
    expect(takeEmbeddedAnswer('/api/blogs/visa')).toBeUndefined();
  });

  it('is never used in a browser holding a session: the server wrote a guest answer', () => {
    embed('/api/blogs', '[]');
    document.documentElement.dataset.session = 'member';
    expect(takeEmbeddedAnswer('/api/blogs')).toBeUndefined();
  });

  it('ignores a block that is not JSON', () => {
    embed('/api/blogs', 'not json');
    expect(takeEmbeddedAnswer('/api/blogs')).toBeUndefined();
  });

  it('gives a server render the answers it was given, and only while it runs', () => {
    embed('/api/blogs', '["from the page"]');
    const seen = renderWithAnswers({ '/api/blogs': ['from the server'] }, () => [takeEmbeddedAnswer('/api/blogs'), takeEmbeddedAnswer('/api/other')]);
    expect(seen).toEqual([['from the server'], undefined]);
    // After the render the page's own block is read as before.
    expect(takeEmbeddedAnswer('/api/blogs')).toEqual(['from the page']);
  });

  it('forgets the answers when the render throws', () => {
    expect(() => renderWithAnswers({ '/api/blogs': [] }, () => {
      throw new Error('render failed');
    })).toThrow('render failed');
    expect(takeEmbeddedAnswer('/api/blogs')).toBeUndefined();
  });
});
