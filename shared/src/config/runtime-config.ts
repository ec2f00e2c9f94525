/**
 * Configuration read at run time from `config.json` served beside each app's
 * index.html, so one build serves every environment and a remote team can
 * move its deployment without rebuilding the host.
 */
export interface RuntimeConfig {
  /** Origin of the GradAtlas API, without a trailing slash. */
  apiUrl: string;
  /** Google OAuth client id; empty means the local development sign-in. */
  googleClientId: string;
  /** The one external booking short link every counseling button opens. */
  counselingUrl: string;
  /** Public contact address shown on Contact Us and in the legal pages. */
  contactEmail: string;
  /** Federation manifest address of each remote (read by the host only). */
  remotes: Partial<Record<RemoteName, string>>;
}

export type RemoteName = 'universities' | 'chances' | 'content';

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiUrl: 'http://localhost:4000',
  googleClientId: '',
  counselingUrl: 'https://gradatlas.example/book-free-counseling',
  contactEmail: 'hello@gradatlas.example',
  remotes: {
    universities: 'http://localhost:3001/mf-manifest.json',
    chances: 'http://localhost:3002/mf-manifest.json',
    content: 'http://localhost:3003/mf-manifest.json',
  },
};

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(partial: Partial<RuntimeConfig>): RuntimeConfig {
  current = {
    ...DEFAULT_RUNTIME_CONFIG,
    ...partial,
    remotes: { ...DEFAULT_RUNTIME_CONFIG.remotes, ...(partial.remotes ?? {}) },
  };
  current.apiUrl = current.apiUrl.replace(/\/+$/, '');
  return current;
}

/** Starts the request for `/config.json` (from the root of the page's origin, deep links included). */
function requestRuntimeConfig(url = '/config.json'): Promise<Response> {
  return fetch(new URL(url, document.baseURI).toString(), { cache: 'no-store' });
}

/**
 * Loads the run-time configuration. The host starts the request in its entry
 * file, while its other scripts download, and passes it here. A missing or
 * broken file keeps the local defaults: the site must still come up on a
 * developer's machine.
 */
export async function loadRuntimeConfig(request: Promise<Response> = requestRuntimeConfig()): Promise<RuntimeConfig> {
  try {
    const response = await request;
    if (!response.ok) return setRuntimeConfig({});
    const data = (await response.json()) as Partial<RuntimeConfig>;
    return setRuntimeConfig(data);
  } catch {
    return setRuntimeConfig({});
  }
}
