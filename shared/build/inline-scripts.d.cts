// Types of inline-scripts.cjs.
/** Page file (relative to dist) → CSP sources of its inline scripts. */
export type InlineScripts = Record<string, string[]>;
export declare const INLINE_SCRIPTS_FILE: string;
export declare function inlineScriptSource(body: string): string;
