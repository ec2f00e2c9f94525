/** Start of the message of a manifest that could not be fetched (see load-timeouts-plugin.ts). */
export const MANIFEST_FETCH_FAILED = 'Failed to fetch the federation manifest';

/** What the federation runtime says when a strict singleton's loaded version does not meet a container's need. */
export const VERSION_MISMATCH = 'does not satisfy the requirement of';
