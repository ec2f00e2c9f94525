// Types of server-page-mark.cjs.
export declare const SERVER_PAGE_MARK: string;
