// Connections the page will need, opened while the HTML is still arriving.
// The client used to add these itself once config.json was in (three
// requests later); the server that inlines the config writes them at once,
// and the host's eager JavaScript no longer carries the code (the home page's
// budget paid for the server pages with it). Remote manifests are fetched
// without credentials and remote scripts as plain scripts, API calls with
// credentials: each kind uses its own connection, so each gets its hint.
import { escapeHtml } from './html';

interface HintedConfig {
  apiUrl?: unknown;
  remotes?: unknown;
}

/** <link rel="preconnect"> for the API and every remote origin, none for the page's own host. */
export function preconnectHints(config: unknown, pageHost?: string): string[] {
  const { apiUrl, remotes } = (typeof config === 'object' && config !== null ? config : {}) as HintedConfig;
  const hints: Array<[unknown, 'anonymous' | 'use-credentials' | null]> = [[apiUrl, 'use-credentials']];
  for (const entry of typeof remotes === 'object' && remotes !== null ? Object.values(remotes) : []) hints.push([entry, 'anonymous'], [entry, null]);
  const links = new Set<string>();
  for (const [url, crossOrigin] of hints) {
    let origin: URL;
    try {
      origin = new URL(String(url));
    } catch {
      continue; // a broken address is the client's to report, where it is used
    }
    if (!/^https?:$/.test(origin.protocol) || origin.host === pageHost) continue;
    links.add(`<link rel="preconnect" href="${escapeHtml(origin.origin)}"${crossOrigin ? ` crossorigin="${crossOrigin}"` : ''}>`);
  }
  return [...links];
}
