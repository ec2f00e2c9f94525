// @gradatlas/shared/config: the brand, defined once, and the run-time
// configuration (API address, remotes, counseling link, client id).
export { BRAND_NAME, SOCIAL_LINKS } from './brand';
export { getRuntimeConfig, loadRuntimeConfig, RuntimeConfigError, runtimeConfigProblems, setRuntimeConfig } from './runtime-config';
export type { LoadRuntimeConfigOptions, RemoteName, RuntimeConfig } from './runtime-config';
