import { describeSchemaError } from './schema-errors';
import validateRuntimeConfig from './runtime-config-validator.generated.cjs';
import type { SiteRuntimeConfig } from './runtime-config-schema';

/**
 * Configuration read at run time from `config.json` served beside each app's
 * index.html, so one build serves every environment and a remote team can
 * move its deployment without rebuilding the host.
 *
 * Written out rather than derived from the schema (Static<typeof
 * RUNTIME_CONFIG_SCHEMA> in runtime-config-schema.ts, which the build side
 * uses): this is the config door's recorded surface (shared/doors/config.json),
 * and any change to it, even making `remotes` complete as the schema and
 * setRuntimeConfig already make it at run time, is a major version of a
 * strict-singleton door, which every host built before it would refuse.
 */
export interface RuntimeConfig {
  /** Origin of the GradAtlas API, without a trailing slash. */
  apiUrl: string;
  /** Google OAuth client id; empty means the local development sign-in. */
  googleClientId: string;
  /** The one external booking short link every counseling button opens. */
  counselingUrl: string;
  /** Public contact address shown on Contact Us and in the legal pages. */
  contactEmail: string;
  /** Federation manifest address of each remote (read by the host only). */
  remotes: Partial<Record<RemoteName, string>>;
}

export type RemoteName = 'universities' | 'chances' | 'content';

/** Held to the schema by the compiler (npm run typecheck): every valid config.json is a RuntimeConfig. */
const _validFileIsRuntimeConfig = (file: SiteRuntimeConfig): RuntimeConfig => file;

/**
 * The local site's config.json: a development build without the file uses it.
 * Written out, not read from shared/build/site-addresses.cjs (the one place
 * the local ports are defined), so that the page does not carry that module
 * (0.2 KiB gzip on a home page whose 160 KiB budget is full);
 * runtime-config.test.ts holds it equal to site-addresses.cjs.
 */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiUrl: 'http://localhost:4000',
  googleClientId: '',
  counselingUrl: 'https://gradatlas.example/book-free-counseling',
  contactEmail: 'hello@gradatlas.example',
  remotes: {
    universities: 'http://localhost:3001/mf-manifest.json',
    chances: 'http://localhost:3002/mf-manifest.json',
    content: 'http://localhost:3003/mf-manifest.json',
  },
};

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(partial: Partial<RuntimeConfig>): RuntimeConfig {
  current = {
    ...DEFAULT_RUNTIME_CONFIG,
    ...partial,
    remotes: { ...DEFAULT_RUNTIME_CONFIG.remotes, ...(partial.remotes ?? {}) },
  };
  current.apiUrl = current.apiUrl.replace(/\/+$/, '');
  return current;
}

/** Starts the request for `/config.json` (from the root of the page's origin, deep links included). */
function requestRuntimeConfig(url = '/config.json'): Promise<Response> {
  return fetch(new URL(url, document.baseURI).toString(), { cache: 'no-store' });
}

/** A production `config.json` that is missing or wrong; the message names the problem. */
export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

export interface LoadRuntimeConfigOptions {
  /**
   * A production build refuses a missing or invalid file; a development build
   * falls back to the local defaults so the site comes up on a developer's machine.
   */
  production?: boolean;
}

/** Why `data` is not a usable configuration, in words; empty when it is. */
export function runtimeConfigProblems(data: unknown): string[] {
  if (!validateRuntimeConfig(data)) return (validateRuntimeConfig.errors ?? []).map(describeSchemaError);
  return [];
}

/** What the file says, before validation: JSON, or why it could not be read. */
async function readConfigFile(request: Promise<Response>): Promise<{ data: unknown } | { problem: string }> {
  let response: Response;
  try {
    response = await request;
  } catch (error) {
    return { problem: `config.json could not be fetched (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!response.ok) return { problem: `config.json could not be loaded: the server answered ${response.status}` };
  try {
    return { data: (await response.json()) as unknown };
  } catch {
    return { problem: 'config.json is not valid JSON' };
  }
}

/**
 * Loads the run-time configuration. The host starts the request in its entry
 * file, while its other scripts download, and passes it here. In production a
 * missing or invalid file throws a RuntimeConfigError naming the problem (the
 * app shows it on an error page); in development it keeps the local defaults.
 */
export async function loadRuntimeConfig(
  request: Promise<Response> = requestRuntimeConfig(),
  { production = process.env.NODE_ENV === 'production' }: LoadRuntimeConfigOptions = {},
): Promise<RuntimeConfig> {
  const file = await readConfigFile(request);
  const problems = 'problem' in file ? [file.problem] : runtimeConfigProblems(file.data);
  if (problems.length === 0 && 'data' in file) return setRuntimeConfig(file.data as RuntimeConfig);
  const problem = 'problem' in file ? file.problem : `config.json is not valid: ${problems.join('; ')}`;
  if (production) throw new RuntimeConfigError(problem);
  const partial = 'data' in file && typeof file.data === 'object' && file.data !== null ? (file.data as Partial<RuntimeConfig>) : {};
  return setRuntimeConfig(partial);
}
