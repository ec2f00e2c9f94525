const { remoteWebpackConfig } = require('@gradatlas/shared/build/webpack-app');

module.exports = remoteWebpackConfig({
  appDir: __dirname,
  name: 'universities',
  title: 'GradAtlas · Universities',
  exposes: { './pages': './src/exposes/pages.ts' },
  serverPages: './src/server/server-pages.tsx',
  wholeChunks: ['explore-section'],
});
