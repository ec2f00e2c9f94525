const { remoteWebpackConfig } = require('@gradatlas/shared/build/webpack-app');
const { BlogImagesFilePlugin } = require('./build/blog-images-file.cjs');

const remoteConfigs = remoteWebpackConfig({
  appDir: __dirname,
  name: 'content',
  title: 'GradAtlas · Content',
  exposes: { './pages': './src/exposes/pages.ts' },
});

module.exports = (env, argv) => {
  const configs = remoteConfigs(env, argv);
  // The federation container's build (the first) writes the files the host loads, the image list among them.
  const container = Array.isArray(configs) ? configs[0] : configs;
  container.plugins.push(new BlogImagesFilePlugin());
  return configs;
};
