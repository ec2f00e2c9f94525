// Serves one built web app on its port: `npm start -w remote-content` uses it so
// each remote runs on its own for QA and is deployed on its own.
//   tsx scripts/serve-app.ts <app> [--build-if-missing]
// CONFIG_FILE=path serves that file as config.json instead of the environment's.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bindHost, ports, runtimeConfig, siteOrigins, WEB_APPS, type WebApp } from './site-config';
import { startStaticServer } from './static-server';

const ROOT = resolve(__dirname, '..');

export function originsOf(config: ReturnType<typeof runtimeConfig>): string[] {
  const urls = [config.apiUrl, ...Object.values(config.remotes)];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/** The remotes' origins, from the same config.json that tells the host where they are. */
export function remoteOriginsOf(config: ReturnType<typeof runtimeConfig>): string[] {
  return [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
}

export async function serveApp(app: WebApp, port = ports()[app]) {
  const config = process.env.CONFIG_FILE
    ? (JSON.parse(readFileSync(process.env.CONFIG_FILE, 'utf8')) as ReturnType<typeof runtimeConfig>)
    : runtimeConfig();
  const effective = { ...runtimeConfig(), ...config };
  const server = await startStaticServer({
    dir: join(ROOT, app, 'dist'),
    port,
    host: bindHost(),
    config,
    connectOrigins: originsOf(effective),
    remoteOrigins: remoteOriginsOf(effective),
    allowedOrigins: siteOrigins(),
  });
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
