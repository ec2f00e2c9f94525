import type { Server } from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { WEB_APPS } from '@gradatlas/shared/build/site-addresses';
import { closeServer, serveBuiltApp, startApi } from './site-servers';
import { TEST_PORTS } from './test-env';

/** Starts the API and serves the four production builds for the whole run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const api: ChildProcess | null = await startApi();
  const servers: Server[] = [];
  for (const app of WEB_APPS) {
    servers.push(await serveBuiltApp(app, TEST_PORTS[app]));
  }
  return async () => {
    await Promise.all(servers.map(closeServer));
    api?.kill('SIGTERM');
  };
}
