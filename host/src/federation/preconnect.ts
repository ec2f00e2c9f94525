import type { RuntimeConfig } from '@gradatlas/shared/config';

/**
 * Opens connections to the API and to every remote's origin as soon as the
 * configuration is known. The first remote file and the first API call of a
 * route come a few round trips later; without this each would also wait for
 * its own connection to be set up. Remote manifests are fetched without
 * credentials and remote scripts as plain scripts, API calls with
 * credentials: each kind uses its own connection, so each gets its hint.
 */
export function preconnectTo(config: Pick<RuntimeConfig, 'apiUrl' | 'remotes'>): void {
  const hints: Array<[string, 'anonymous' | 'use-credentials' | null]> = [[config.apiUrl, 'use-credentials']];
  for (const entry of Object.values(config.remotes)) {
    if (entry) hints.push([entry, 'anonymous'], [entry, null]);
  }
  const seen = new Set<string>();
  for (const [url, crossOrigin] of hints) {
    let origin: string;
    try {
      origin = new URL(url, document.baseURI).origin;
    } catch {
      continue; // a broken address is reported where it is used
    }
    const key = `${origin} ${crossOrigin}`;
    if (origin === window.location.origin || seen.has(key)) continue;
    seen.add(key);
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    if (crossOrigin) link.crossOrigin = crossOrigin;
    document.head.appendChild(link);
  }
}
