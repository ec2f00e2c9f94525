import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteContracts, RemoteName } from '@gradatlas/shared';

/**
 * Tells the federation runtime where each remote lives. The addresses come
 * from config.json at run time, so a remote team can redeploy elsewhere
 * without a new host build.
 */
export function registerConfiguredRemotes(remotes: Partial<Record<RemoteName, string>>): void {
  const entries = Object.entries(remotes)
    .filter((entry): entry is [RemoteName, string] => typeof entry[1] === 'string' && entry[1].length > 0)
    .map(([name, entry]) => ({ name, entry }));
  registerRemotes(entries, { force: true });
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
    pending.catch(() => loaded.delete(name));
    loaded.set(name, pending);
  }
  return pending as Promise<RemoteContracts[N]>;
}
