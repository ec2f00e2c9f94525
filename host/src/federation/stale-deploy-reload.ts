const RELOAD_MARK = 'gradatlas:stale-chunk-reload';
export const CACHE_BUST_PARAM = 'ga-reload';

/**
 * A chunk that 404s usually means the remote was redeployed while this page was
 * open: its old file names are gone. Reload once, past caches, to pick up the
 * new manifest; if the chunk is still missing the error is shown instead.
 */
export function reloadOnceForStaleChunk(request: string | undefined): void {
  const mark = `${RELOAD_MARK}:${request ?? 'unknown'}`;
  try {
    if (window.sessionStorage.getItem(mark)) return;
    window.sessionStorage.setItem(mark, String(Date.now()));
  } catch {
    return; // without storage we cannot guarantee "once": do not risk a loop
  }
  const url = new URL(window.location.href);
  url.searchParams.set(CACHE_BUST_PARAM, String(Date.now()));
  window.location.replace(url.toString());
}

/** Removes the cache-busting parameter from the address bar after the reload. */
export function stripCacheBustParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(CACHE_BUST_PARAM)) return;
  url.searchParams.delete(CACHE_BUST_PARAM);
  window.history.replaceState(window.history.state, '', url.toString());
}
