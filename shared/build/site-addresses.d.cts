// Types of site-addresses.cjs (plain CommonJS, so webpack configs load it as it is).
import type { SiteRuntimeConfig } from '../src/config/runtime-config-schema';

export type WebApp = 'host' | 'remote-universities' | 'remote-chances' | 'remote-content';
export type RemoteName = 'universities' | 'chances' | 'content';
/** A port for each web app and the API. */
export type SitePorts = Readonly<Record<WebApp | 'api', number>>;

export declare const WEB_APPS: readonly WebApp[];
export declare const REMOTE_APPS: Readonly<Record<RemoteName, Exclude<WebApp, 'host'>>>;
export declare const LOCAL_PORTS: SitePorts;
export declare const PORT_VARIABLES: Readonly<Record<WebApp | 'api', string>>;
export declare const TEST_PORT_OFFSET: number;
export declare const TEST_EXTRA_PORTS: number;
export declare const BENCH_PORT_SHIFT: number;
export declare const DEFAULT_COUNSELING_URL: string;
export declare const DEFAULT_CONTACT_EMAIL: string;
export declare function localOrigins(port: number): string[];
export declare function webAppOrigins(ports: SitePorts): string[];
export declare function testPorts(shift?: number): SitePorts;
export declare function testExtraPort(index: number, shift?: number): number;
export declare function localRuntimeConfig(ports: SitePorts): SiteRuntimeConfig;
