const { remoteWebpackConfig } = require('@gradatlas/shared/build/webpack-app');

module.exports = remoteWebpackConfig({
  appDir: __dirname,
  name: 'content',
  title: 'GradAtlas · Content',
  exposes: { './pages': './src/exposes/pages.ts' },
  serverPages: './src/server/server-pages.tsx',
});
