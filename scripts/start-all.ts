// `npm start`: builds every web app for production, starts the API on its
// embedded database, serves the host and each remote on its own origin, and
// prints the addresses. `npm run dev` does the same with watch mode instead.
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ports, runtimeConfig, WEB_APPS } from './site-config';
import { serveApp } from './serve-app';

const ROOT = resolve(__dirname, '..');
const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build');
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

async function main() {
  const p = ports();
  const hasApi = existsSync(join(ROOT, 'api', 'src', 'server.ts'));
  if (hasApi) {
    // The API must accept the web origins actually in use when ports are moved.
    const webOrigins = WEB_APPS.flatMap((app) => [`http://localhost:${p[app]}`, `http://127.0.0.1:${p[app]}`]);
    // A local run offers the development sign-in unless a Google client id is given; the API turns it on only when asked.
    const devIdentity = process.env.DEV_IDENTITY ?? (process.env.GOOGLE_CLIENT_ID?.trim() ? 'false' : 'true');
    const env = { PORT: String(p.api), WEB_ORIGINS: process.env.WEB_ORIGINS ?? webOrigins.join(','), DEV_IDENTITY: devIdentity };
    // Production runs the compiled API (npm start -w api builds api/dist first); dev watches the sources.
    if (dev) run('npm', ['run', 'dev', '-w', 'api'], env);
    else run('npm', ['start', '-w', 'api'], env);
  }

  if (dev) {
    for (const app of WEB_APPS) run('npm', ['run', 'dev', '-w', app]);
  } else {
    if (!skipBuild) {
      for (const app of WEB_APPS) execSync(`npm run build -w ${app}`, { cwd: ROOT, stdio: 'inherit' });
    }
    for (const app of WEB_APPS) await serveApp(app);
  }

  const config = runtimeConfig();
  console.log('\nGradAtlas is running:');
  console.log(`  site            http://localhost:${p.host}/`);
  console.log(`  universities    http://localhost:${p['remote-universities']}/  (remote, standalone QA page)`);
  console.log(`  chances         http://localhost:${p['remote-chances']}/  (remote, standalone QA page)`);
  console.log(`  content         http://localhost:${p['remote-content']}/  (remote, standalone QA page)`);
  console.log(`  API             ${config.apiUrl}/api/health ${hasApi ? '' : '(not present in this checkout)'}`);
  console.log('Press Ctrl+C to stop.');
}

void main();
