import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@gradatlas/shared/config';
import type { PageLoader, RemoteContracts } from '@gradatlas/shared/federation';
import type { RemotePageRef } from '@gradatlas/shared/site-routes';

export type { RemotePageRef };

/**
 * Tells the federation runtime where each remote lives. The addresses come
 * from config.json at run time, so a remote team can redeploy elsewhere
 * without a new host build.
 */
const entries = new Map<RemoteName, string>();

export function registerConfiguredRemotes(remotes: Partial<Record<RemoteName, string>>): void {
  for (const [name, entry] of Object.entries(remotes)) {
    if (typeof entry === 'string' && entry.length > 0) entries.set(name as RemoteName, entry);
  }
  registerRemotes(
    [...entries].map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/**
 * The runtime remembers a failed manifest or entry load. Registering the remote
 * again (force) drops those caches, so the next attempt really goes to the network.
 */
function forgetFailedLoad(name: RemoteName): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

const loaded = new Map<RemoteName, Promise<unknown>>();

/**
 * Loads a remote's `./pages` module. Only successes are cached: after a
 * failure the next call (the Retry button) really loads again.
 */
export function loadRemotePages<N extends RemoteName>(name: N): Promise<RemoteContracts[N]> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = loadRemote<{ default: RemoteContracts[N] }>(`${name}/pages`).then((module) => {
      if (!module?.default) throw new Error(`Remote "${name}" did not expose its pages.`);
      return module.default;
    });
    pending.catch(() => {
      loaded.delete(name);
      forgetFailedLoad(name);
    });
    loaded.set(name, pending);
  }
  return pending as Promise<RemoteContracts[N]>;
}

/** Loads one page of a remote: its `./pages` table, then that page's own chunk. */
export async function loadRemotePage({ remote, page }: RemotePageRef): ReturnType<PageLoader> {
  const pages = (await loadRemotePages(remote)) as unknown as Record<string, PageLoader>;
  const loadPage = pages[page];
  if (!loadPage) throw new Error(`Remote "${remote}" has no page "${page}".`);
  return loadPage();
}

/**
 * Starts loading the page the address will show, before React's first render,
 * so the remote's files travel while the shell is built instead of after it.
 * Nothing is reported here: RemotePage loads the same page (webpack and
 * loadRemotePages share the requests still under way) and reports a failure.
 */
export function prefetchRemotePage(target: RemotePageRef | undefined): void {
  if (target) loadRemotePage(target).catch(() => undefined);
}
