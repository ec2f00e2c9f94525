const { remoteWebpackConfig } = require('@gradatlas/shared/build/webpack-app');

module.exports = remoteWebpackConfig({
  appDir: __dirname,
  name: 'universities',
  port: 3001,
  title: 'GradAtlas · Universities',
  exposes: { './pages': './src/exposes/pages.ts' },
});
