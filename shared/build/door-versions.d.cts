export declare const DOOR_VERSIONS: Readonly<Record<string, string>>;
export declare const STATELESS_DOORS: ReadonlySet<string>;
export declare function doorVersions(env?: Record<string, string | undefined>): Record<string, string>;
export declare function doorNeed(door: string, env?: Record<string, string | undefined>): string;
