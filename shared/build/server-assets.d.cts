// Types of server-assets.cjs.
export declare const SERVER_ASSETS_PLACEHOLDER: string;
