// Types of site-config.cjs (plain CommonJS, so webpack configs load it as it is).
import type { SiteRuntimeConfig } from '../src/config/runtime-config-schema';
import type { RemoteName, SitePorts } from './site-addresses.cjs';

type Env = Record<string, string | undefined>;

export declare const REMOTE_URL_VARIABLES: Readonly<Record<RemoteName, string>>;
export declare function sitePorts(env?: Env): SitePorts;
export declare function runtimeConfig(env?: Env): SiteRuntimeConfig;
/** What CONFIG_FILE holds is not checked here: the browser checks config.json and names its mistakes. */
export declare function servedRuntimeConfig(env?: Env): unknown;
export declare function siteOrigins(env?: Env): string[];
export declare function bindHost(env?: Env): string;
export declare function portShift(env?: Env, fallback?: number): number;
