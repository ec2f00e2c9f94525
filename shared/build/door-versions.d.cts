export declare const DOOR_VERSIONS: Readonly<Record<string, string>>;
export declare const STATELESS_DOORS: ReadonlySet<string>;
export declare function doorVersions(env?: Record<string, string | undefined>): { versions: Record<string, string>; simulated: Record<string, string> };
export declare function doorNeed(appPackage: { gradatlasDoors?: Record<string, string> }, door: string, env?: Record<string, string | undefined>): string;
export declare function unmetDoorNeeds(appPackage: { gradatlasDoors?: Record<string, string> }): string[];
