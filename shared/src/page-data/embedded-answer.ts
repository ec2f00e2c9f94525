/**
 * The API answer the host's server wrote into the page (scripts/server-pages:
 * `<script type="application/json" data-api-answer="/api/...">`), for the
 * request a page would make first. Read once: the block is removed, so the
 * next visit to the page asks the API as before. Keyed by the exact API path,
 * so a page that asks another path (a remote built for another API, a signed-
 * in student's member endpoint) finds nothing and fetches its own.
 *
 * Not a federation door: each app that reads page data bundles this file,
 * which keeps it out of the host's eager JavaScript.
 */
export function takeEmbeddedAnswer(apiPath: string): unknown {
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
