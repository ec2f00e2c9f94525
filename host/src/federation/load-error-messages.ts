/** Start of the message of a manifest that could not be fetched (see load-timeouts-plugin.ts). */
export const MANIFEST_FETCH_FAILED = 'Failed to fetch the federation manifest';
