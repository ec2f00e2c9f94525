export interface SharedModuleConfig {
  singleton: boolean;
  strictVersion?: boolean;
  version?: string;
  requiredVersion?: string;
  eager?: boolean;
}
export declare function federationShared(appPackage: { dependencies?: Record<string, string> }, options?: { eager?: boolean }): Record<string, SharedModuleConfig>;
