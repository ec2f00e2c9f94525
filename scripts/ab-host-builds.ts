// The A/B benchmarks serve each of the two host builds from its own folder, on
// a port of its own, beside the test site (API and remotes) that globalSetup
// starts. Nothing under host/dist is moved or copied, so an interrupted run
// leaves the checkout's build as it was. Each build is a separate origin of
// the same host name, both allowed by the API and the remotes like every test port.
import type { Server } from 'node:http';
import { closeServer, serveBuiltApp } from '../e2e/site-servers';
import { extraPort } from '../e2e/test-env';

export type Build = 'A' | 'B';

export interface HostBuilds {
  /** The address each build's site is served at. */
  url: Record<Build, string>;
  close(): Promise<void>;
}

export async function serveHostBuilds(dirs: Record<Build, string>): Promise<HostBuilds> {
  const ports: Record<Build, number> = { A: extraPort(0), B: extraPort(1) };
  const servers: Server[] = [];
  for (const build of ['A', 'B'] as const) servers.push(await serveBuiltApp('host', ports[build], undefined, dirs[build]));
  return {
    url: { A: `http://localhost:${ports.A}`, B: `http://localhost:${ports.B}` },
    close: async () => {
      await Promise.all(servers.map(closeServer));
    },
  };
}
