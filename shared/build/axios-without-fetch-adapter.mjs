// Stands in for axios's fetch adapter (lib/adapters/fetch.js) in production
// browser builds (webpack-app.cjs). In a browser axios always picks its XHR
// adapter first, so the fetch adapter is never used here, yet axios imports it
// unconditionally: about 2 KiB gzip on every page. With no `getFetch`, axios
// treats fetch as unavailable, as it does on a platform without it.
export const getFetch = undefined;
