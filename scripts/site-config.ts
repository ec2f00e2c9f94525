// Ports, addresses and the run-time config.json of every web app, from the
// environment with local defaults. The one place these defaults are written.

export const WEB_APPS = ['host', 'remote-universities', 'remote-chances', 'remote-content'] as const;
export type WebApp = (typeof WEB_APPS)[number];

const env = (name: string, fallback: string): string => process.env[name]?.trim() || fallback;

export function ports() {
  return {
    host: Number(env('HOST_PORT', '3000')),
    'remote-universities': Number(env('UNIVERSITIES_PORT', '3001')),
    'remote-chances': Number(env('CHANCES_PORT', '3002')),
    'remote-content': Number(env('CONTENT_PORT', '3003')),
    api: Number(env('API_PORT', env('PORT', '4000'))),
  };
}

/** The config.json each web app reads at run time (see shared/src/config/runtime-config.ts). */
export function runtimeConfig() {
  const p = ports();
  return {
    apiUrl: env('API_URL', `http://localhost:${p.api}`),
    googleClientId: env('GOOGLE_CLIENT_ID', ''),
    counselingUrl: env('COUNSELING_URL', 'https://gradatlas.example/book-free-counseling'),
    contactEmail: env('CONTACT_EMAIL', 'hello@gradatlas.example'),
    remotes: {
      universities: env('REMOTE_UNIVERSITIES_URL', `http://localhost:${p['remote-universities']}/mf-manifest.json`),
      chances: env('REMOTE_CHANCES_URL', `http://localhost:${p['remote-chances']}/mf-manifest.json`),
      content: env('REMOTE_CONTENT_URL', `http://localhost:${p['remote-content']}/mf-manifest.json`),
    },
  };
}

/**
 * Origins of the site's own pages (host and remotes): only they may read the
 * built files cross-origin. SITE_ORIGINS (comma-separated) replaces the local
 * defaults when the site is served under other names.
 */
export function siteOrigins(): string[] {
  const listed = process.env.SITE_ORIGINS?.split(',').map((origin) => origin.trim()).filter(Boolean);
  if (listed && listed.length > 0) return listed;
  const p = ports();
  return WEB_APPS.flatMap((app) => [`http://localhost:${p[app]}`, `http://127.0.0.1:${p[app]}`]);
}

/** The address the static servers listen on: loopback for a local run; SITE_BIND_HOST=0.0.0.0 opens it to the network. */
export const bindHost = (): string => env('SITE_BIND_HOST', '127.0.0.1');
