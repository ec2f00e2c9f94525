// The remotes' page drawers (each remote's `./server-pages`, built as a
// federation container for Node: shared/build/webpack-app.cjs), loaded over
// HTTP from where config.json says the remote lives, with the federation
// runtime, as the browser loads the remote's pages. So the server draws a
// page with the release the remote has deployed: a remote team ships its
// pages, their server copy included, without a new server.
//
// This runs code the remote serves, in this process: the same trust the
// browser gives the remote's scripts, nothing more (the remotes are ours, and
// config.json names them). A remote that cannot be loaded, or throws, costs
// the page its copy, never the page: the browser draws it as before.
import { createInstance } from '@module-federation/enhanced/runtime';
import { PAGE_STYLES_FILE } from '@gradatlas/shared/build/page-styles-plugin';
import { pageChunkName, type ServerPages } from '@gradatlas/shared/federation';
import type { FetchCache } from './fetch-cache';

/** Where a remote's container for Node is, beside its browser manifest. */
export const serverManifestUrl = (browserManifestUrl: string) => new URL('server/mf-manifest.json', browserManifestUrl).href;

/** A remote's page drawers and the stylesheets each page loads with it. */
export interface RemotePages {
  pages: ServerPages;
  /** The page's stylesheets in the browser build, as absolute addresses. */
  stylesOf(page: string): string[];
  /** Where the remote's browser files are. */
  assetsBase: string;
}

interface Loaded {
  /** The browser manifest's text when the drawers were loaded: a new deploy changes it. */
  release: string;
  pages: Promise<RemotePages | undefined>;
}

let instanceCount = 0;

/**
 * Loads each remote's drawers once per release: the browser manifest (read
 * through `manifests`, which keeps it a minute) tells whether the remote was
 * deployed again, and a new release is loaded anew, in a federation instance
 * of its own (the runtime keeps a remote it loaded).
 */
export class RemotePageLoader {
  private readonly loaded = new Map<string, Loaded>();

  constructor(
    private readonly manifests: FetchCache,
    private readonly timeoutMs = 3_000,
  ) {}

  async forRemote(name: string, browserManifestUrl: string): Promise<RemotePages | undefined> {
    const manifest = await this.manifests.get(browserManifestUrl);
    if (manifest === undefined) return undefined;
    const release = JSON.stringify(manifest);
    const known = this.loaded.get(name);
    if (known?.release === release) return known.pages;
    const pages = this.load(name, browserManifestUrl);
    this.loaded.set(name, { release, pages });
    // A failed load is tried again with the next page view that asks for it.
    void pages.then((loaded) => {
      if (loaded === undefined && this.loaded.get(name)?.pages === pages) this.loaded.delete(name);
    });
    return pages;
  }

  private async load(name: string, browserManifestUrl: string): Promise<RemotePages | undefined> {
    try {
      instanceCount += 1;
      const federation = createInstance({ name: `site_server_${instanceCount}`, remotes: [{ name, entry: serverManifestUrl(browserManifestUrl) }], shared: {} });
      const [module, styles] = await withTimeout(
        Promise.all([federation.loadRemote<{ default?: ServerPages } & Partial<ServerPages>>(`${name}/server-pages`), this.manifests.get(new URL(PAGE_STYLES_FILE, browserManifestUrl).href)]),
        this.timeoutMs,
      );
      const pages = module?.default ?? (module as ServerPages | null);
      if (typeof pages?.render !== 'function' || typeof pages.answerPath !== 'function') return undefined;
      const styleFiles = (styles ?? {}) as Record<string, unknown>;
      return {
        pages,
        assetsBase: new URL('.', browserManifestUrl).href,
        stylesOf: (page) => {
          const files = styleFiles[pageChunkName(page)];
          return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string').map((file) => new URL(file, browserManifestUrl).href) : [];
        },
      };
    } catch {
      return undefined;
    }
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
