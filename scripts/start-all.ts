// `npm start`: builds every web app for production, starts the API on its
// embedded database, serves the host and each remote on its own origin, and
// prints the addresses once the API answers its health check. `npm run dev`
// does the same with watch mode instead. A part that dies stops the whole run
// with its name and exit code, rather than leaving a site that half works.
import { execSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { WEB_APPS } from '@gradatlas/shared/build/site-addresses';
import { runtimeConfig, siteOrigins, sitePorts } from '@gradatlas/shared/build/site-config';
import { startParts } from './parts';
import { serveApp } from 'site-server';
import { waitForHealth } from './wait-for-health';

const ROOT = resolve(__dirname, '..');
const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build');
const parts = startParts((name, code, signal) => {
  console.error(`\n!!! ${name} stopped (${code !== null ? `exit code ${code}` : signal}): stopping GradAtlas. Its output above says why.\n`);
  stopAll(code || 1);
});

function stopAll(code: number): never {
  parts.stopAll();
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** Starts one part from the repository's root, with these variables added to ours. */
const run = (name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  parts.start(name, command, args, { cwd: ROOT, env: { ...process.env, ...env } });

async function main() {
  const p = sitePorts();
  const hasApi = existsSync(join(ROOT, 'api', 'src', 'server.ts'));
  let api: ChildProcess | undefined;
  if (hasApi) {
    // The API must accept the web origins actually in use when ports are moved.
    // A local run offers the development sign-in unless a Google client id is given; the API turns it on only when asked.
    const devIdentity = process.env.DEV_IDENTITY ?? (process.env.GOOGLE_CLIENT_ID?.trim() ? 'false' : 'true');
    const env = { PORT: String(p.api), WEB_ORIGINS: process.env.WEB_ORIGINS ?? siteOrigins().join(','), DEV_IDENTITY: devIdentity };
    // Production runs the compiled API (npm start -w api builds api/dist first); dev watches the sources.
    api = run('the API', 'npm', dev ? ['run', 'dev', '-w', 'api'] : ['start', '-w', 'api'], env);
  }

  if (dev) {
    const servers = WEB_APPS.map((app) => ({ app, child: run(`${app}'s dev server`, 'npm', ['run', 'dev', '-w', app]) }));
    // The dev middleware answers a page once its first compilation is done.
    for (const { app, child } of servers) await waitForHealth(`http://localhost:${p[app]}/`, child, { name: `${app}'s dev server`, timeoutMs: 300_000 });
  } else {
    if (!skipBuild) {
      for (const app of WEB_APPS) execSync(`npm run build -w ${app}`, { cwd: ROOT, stdio: 'inherit' });
    }
    for (const app of WEB_APPS) await serveApp(app);
  }
  if (api) await waitForHealth(`http://127.0.0.1:${p.api}/api/health`, api, { name: 'The API', timeoutMs: 180_000 });

  const config = runtimeConfig();
  console.log('\nGradAtlas is running:');
  console.log(`  site            http://localhost:${p.host}/`);
  console.log(`  universities    http://localhost:${p['remote-universities']}/  (remote, standalone QA page)`);
  console.log(`  chances         http://localhost:${p['remote-chances']}/  (remote, standalone QA page)`);
  console.log(`  content         http://localhost:${p['remote-content']}/  (remote, standalone QA page)`);
  console.log(`  API             ${hasApi ? `${config.apiUrl}/api/health (healthy)` : '(not present in this checkout)'}`);
  console.log('Press Ctrl+C to stop.');
}

main().catch((error: unknown) => {
  console.error(`\n!!! GradAtlas did not start: ${error instanceof Error ? error.message : String(error)}\n`);
  stopAll(1);
});
