// Serves one built web app on its port: `npm start -w remote-content` uses it so
// each remote runs on its own for QA and is deployed on its own.
//   tsx site-server/src/serve-app.ts <app> [--build-if-missing]
// CONFIG_FILE=path serves that file as config.json instead of the environment's.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { WEB_APPS, type WebApp } from '@gradatlas/shared/build/site-addresses';
import { bindHost, runtimeConfig, servedRuntimeConfig, siteOrigins, sitePorts } from '@gradatlas/shared/build/site-config';
import { startStaticServer } from './static-server';

// The repository's root, where each app's dist folder is.
const ROOT = resolve(__dirname, '..', '..');

type SiteConfig = ReturnType<typeof runtimeConfig>;

/** The API's origin and the remotes' origins, from the same config.json that tells the page where they are. */
export function originsOf(config: SiteConfig): { apiOrigin: string; remoteOrigins: string[] } {
  return {
    apiOrigin: new URL(config.apiUrl).origin,
    remoteOrigins: [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))],
  };
}

/**
 * Serves `dir` (the app's dist by default) with this config.json, under the
 * policy its addresses call for. The host's pages are written with their
 * content from the API at `serverApiUrl` (SERVER_PAGES_API_URL, else the
 * config's apiUrl: a deploy whose server reaches the API by another address
 * sets it).
 */
export function serveBuild(dir: string, port: number, config: unknown, allowedOrigins: string[], host = '127.0.0.1', serverApiUrl?: string) {
  // A hand-written CONFIG_FILE may leave fields out: the policy still names the environment's addresses for them.
  const effective = { ...runtimeConfig(), ...(config as Partial<SiteConfig>) } as SiteConfig;
  const serverPages = { apiUrl: serverApiUrl ?? process.env.SERVER_PAGES_API_URL ?? effective.apiUrl, remotes: effective.remotes };
  return startStaticServer({ dir, port, host, config, ...originsOf(effective), allowedOrigins, serverPages });
}

export async function serveApp(app: WebApp, port = sitePorts()[app]) {
  const server = await serveBuild(join(ROOT, app, 'dist'), port, servedRuntimeConfig(), siteOrigins(), bindHost());
  return { server, url: `http://localhost:${port}/` };
}

async function main() {
  const app = process.argv[2] as WebApp;
  if (!WEB_APPS.includes(app)) {
    console.error(`Usage: serve-app.ts <${WEB_APPS.join('|')}> [--build-if-missing]`);
    process.exit(2);
  }
  if (process.argv.includes('--build-if-missing') && !existsSync(join(ROOT, app, 'dist', 'index.html'))) {
    execSync(`npm run build -w ${app}`, { cwd: ROOT, stdio: 'inherit' });
  }
  const { url } = await serveApp(app);
  console.log(`${app} serving ${join(app, 'dist')} at ${url}`);
  if (app !== 'host') console.log(`  standalone QA page: ${url}   federation manifest: ${url}mf-manifest.json`);
  console.log(`  API expected at ${runtimeConfig().apiUrl} (start it with: npm start -w api)`);
}

if (require.main === module) void main();
