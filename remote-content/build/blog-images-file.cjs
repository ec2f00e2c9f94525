// Writes dist/blog-images.json: each blog illustration's slug and the file
// name webpack gave it (content-hashed, so it changes with every drawing).
// The host's server reads it beside the remote's manifest to put a post's
// cover image into the HTML it sends (scripts/server-pages): the image is a
// blog post's largest paint, and the server cannot guess a hashed name. A
// build without the file costs only that image; the page works as before.
const { basename, sep } = require('node:path');
const { Compilation, sources } = require('webpack');

const BLOG_IMAGES_FILE = 'blog-images.json';
const IMAGES_FOLDER = `${sep}features${sep}blogs${sep}images${sep}`;

class BlogImagesFilePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BlogImagesFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BlogImagesFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const images = {};
        for (const module of compilation.modules) {
          const file = module.buildInfo?.filename;
          if (typeof module.resource === 'string' && module.resource.includes(IMAGES_FOLDER) && typeof file === 'string') {
            images[basename(module.resource).replace(/\.svg$/, '')] = file;
          }
        }
        const sorted = Object.fromEntries(Object.entries(images).sort(([a], [b]) => a.localeCompare(b)));
        compilation.emitAsset(BLOG_IMAGES_FILE, new sources.RawSource(`${JSON.stringify(sorted, null, 2)}\n`));
      });
    });
  }
}

module.exports = { BLOG_IMAGES_FILE, BlogImagesFilePlugin };
