/**
 * The API answer the site's server sent with the page (site-server:
 * `<script type="application/json" data-api-answer="/api/...">`), for the
 * request a page would make first. Read once: the block is removed, so the
 * next visit to the page asks the API as before. Keyed by the exact API path,
 * so a page that asks another path (a remote built for another API, a signed-
 * in student's member endpoint) finds nothing and fetches its own.
 *
 * On the server the same page reads the answer the server fetched, given by
 * renderWithAnswers: one page component draws both the server's copy and the
 * browser's page from the same answer.
 *
 * Not a federation door: each app that reads page data bundles this file,
 * which keeps it out of the host's eager JavaScript.
 */
let answersOfThisRender: ReadonlyMap<string, unknown> | undefined;

/**
 * Runs a synchronous server render (react-dom/server's renderToString) in
 * which takeEmbeddedAnswer gives these answers. Nothing else can run during
 * a synchronous render, so no other request's render sees them.
 */
export function renderWithAnswers<T>(answers: Readonly<Record<string, unknown>>, render: () => T): T {
  answersOfThisRender = new Map(Object.entries(answers));
  try {
    return render();
  } finally {
    answersOfThisRender = undefined;
  }
}

export function takeEmbeddedAnswer(apiPath: string): unknown {
  if (answersOfThisRender) return answersOfThisRender.get(apiPath);
  // The server writes guest answers; a browser holding a session (marked by the host's inline script) asks for its own.
  if (typeof document === 'undefined' || document.documentElement.dataset.session === 'member') return undefined;
  for (const block of document.querySelectorAll<HTMLScriptElement>('script[type="application/json"][data-api-answer]')) {
    if (block.dataset.apiAnswer !== apiPath) continue;
    block.remove();
    try {
      return JSON.parse(block.textContent ?? '') as unknown;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
