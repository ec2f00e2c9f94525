// A remote's container for Node (webpack-app.cjs, createServerPagesConfig)
// writes the address of each image it names under this placeholder instead
// of a fixed origin: the remote's browser files are served wherever it is
// deployed, which the site's server learns at run time from config.json. The
// server's render puts the real address in (shared/src/server-render).
const SERVER_ASSETS_PLACEHOLDER = 'https://remote-assets.gradatlas.invalid/';

module.exports = { SERVER_ASSETS_PLACEHOLDER };
