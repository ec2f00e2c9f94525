// Types of page-styles-plugin.cjs.
export declare const PAGE_STYLES_FILE: string;
