// Writes page-styles.json into a remote's browser build: for each page chunk
// (`webpackChunkName` in src/exposes/pages.ts), every stylesheet the page
// loads with it, its split chunks' included. The site's server reads it to
// send a page's own styles with the copy it draws (site-server), so the copy
// looks as the page will without a request of its own.
const { sources } = require('webpack');

const PAGE_STYLES_FILE = 'page-styles.json';

class PageStylesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageStylesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const styles = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          const files = group.getFiles().filter((file) => file.endsWith('.css'));
          if (files.length > 0) styles[name] = files;
        }
        compilation.emitAsset(PAGE_STYLES_FILE, new sources.RawSource(JSON.stringify(styles)));
      });
    });
  }
}

module.exports = { PageStylesPlugin, PAGE_STYLES_FILE };
