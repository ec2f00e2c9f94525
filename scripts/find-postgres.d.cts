// Types of find-postgres.cjs (plain CommonJS: ensure-installed.mjs runs it before any dependency exists).
export declare function findPostgresBin(where?: { path?: string; root?: string }): string | undefined;
export declare const POSTGRES_SEARCH: string;
