// Builds the webpack configuration every GradAtlas web app shares. Each app only
// says what is its own: its name, what it exposes and its entry points; its
// dev-server port comes from the one ports module (site-addresses.cjs).
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
// The minimizer webpack itself uses by default (a dependency of webpack).
const MinimizerPlugin = require('minimizer-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationShared } = require('./federation-shared.cjs');
const { bindHost, servedRuntimeConfig, sitePorts } = require('./site-config.cjs');
const { PageStylesPlugin } = require('./page-styles-plugin.cjs');
const { SERVER_ASSETS_PLACEHOLDER } = require('./server-assets.cjs');

const CHUNK_LOAD_TIMEOUT_MS = 120000;

function reactRouterProductionAliases() {
  const dir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return {
    'react-router$': path.join(dir, 'index.mjs'),
    'react-router/dom$': path.join(dir, 'dom-export.mjs'),
  };
}

/**
 * The federation runtime's ES module files. With `provideExternalRuntime` the
 * injecting plugin `require`s the runtime and gets its CommonJS files, while the
 * bundler runtime `import`s the ES ones: two copies (about 24 KB gzip more in the
 * host). Pointing both at the ES files keeps one.
 */
function federationRuntimeAliases() {
  const esm = (name) => require.resolve(name).replace(/index\.cjs$/, 'index.js');
  return {
    '@module-federation/runtime-core$': esm('@module-federation/runtime-core'),
    '@module-federation/sdk$': esm('@module-federation/sdk'),
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir absolute folder of the app
 * @param {string} options.name federation container name
 * @param {Record<string,string>} [options.exposes] what a remote exposes
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (host)
 * @param {string} options.title page title of the app's own index.html
 * @param {object} [options.federationExperiments] the federation plugin's `experiments`
 * @param {boolean} [options.withStandalonePage] false: no main.js and index.html (the container alone)
 * @param {boolean} [options.eagerShared] shared modules in the entry file (federation-shared.cjs)
 * @param {string} [options.serverPages] a remote's module drawing its pages for the site's server (createServerPagesConfig)
 * @param {string[]} [options.wholeChunks] chunks never split (a page's first load)
 */
function createAppConfig(options, argv = {}) {
  const production = argv.mode !== 'development';
  const appPackage = require(path.join(options.appDir, 'package.json'));
  const isRemote = Boolean(options.exposes);
  const withPage = options.withStandalonePage !== false;
  return {
    mode: production ? 'production' : 'development',
    context: options.appDir,
    entry: withPage ? { main: path.join(options.appDir, 'src/index.ts') } : {},
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(options.appDir, 'dist'),
      publicPath: 'auto',
      uniqueName: options.name,
      // Entry files keep stable names (the federation runtime refers to them and
      // the static server revalidates them); every other chunk is content-hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      // A module whose evaluation throws (a shared door refused for its version)
      // leaves the module cache, so the next import throws the same error again;
      // without this the retry gets the half-run module and renders with
      // undefined imports.
      strictModuleExceptionHandling: true,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router 7's package exports point only at its development build;
      // production bundles must pick the production files themselves.
      alias: {
        ...(production ? reactRouterProductionAliases() : {}),
        ...(options.federationExperiments?.provideExternalRuntime ? federationRuntimeAliases() : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(options.appDir, 'tsconfig.json') } },
        },
        // Production styles are real .css files: they cost no JavaScript, and
        // the browser parses them off the main thread. Each chunk's styles load
        // with it, so a remote page never shows unstyled.
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/resource' },
        { test: /\.md$/, type: 'asset/source' },
      ],
    },
    optimization: {
      runtimeChunk: false,
      // A chunk in `wholeChunks` (the home page's explorer) keeps every module
      // it needs: what it shares with a later page is copied into that page's
      // chunk rather than split into a third file, which the first load would
      // fetch too (webpack splits once the shared source passes 20 KB, comments
      // counted: the explorer's first STEM filter cost the home page a request
      // and 0.6 KiB gzip that way). Otherwise webpack's default: async chunks.
      ...(options.wholeChunks && { splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && !options.wholeChunks.includes(chunk.name) } }),
      // webpack's own minimizer (terser) with two more passes than its
      // default, and unused function parameters dropped (which only code
      // reading a function's `length` could notice; the browser tests run
      // this output): 75 bytes less JavaScript (gzip -9) on the home page,
      // whose budget is 160 KiB. Licence comments still go to each file's
      // <file>.LICENSE.txt, served beside it; the banner line pointing there
      // is left out of the script (about 50 bytes on each of two home files).
      minimizer: [
        new MinimizerPlugin({
          extractComments: { condition: 'some', banner: false },
          terserOptions: { compress: { passes: 4, keep_fargs: false } },
        }),
        // webpack's defaults for the rest (index.html), which step aside for JavaScript.
        '...',
      ],
    },
    performance: { hints: false },
    plugins: [
      ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })] : []),
      ...(production && isRemote && options.serverPages ? [new PageStylesPlugin()] : []),
      // Each text asset also as <file>.br, at brotli's highest quality, once at
      // build time: the static server sends it to a browser that accepts `br`
      // (about 13 % fewer bytes than gzip for main.js) without compressing on
      // each request. Source maps are left out: no visitor's browser asks for them.
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              // index.html is left out: the host's build rewrites it afterwards and
              // compresses it itself (host/src/prerender/write-static-shell.ts).
              test: /\.(js|css|json|svg|txt)$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
              threshold: 0,
              minRatio: 1,
            }),
          ]
        : []),
      // axios's fetch adapter is dead code in a browser (XHR comes first): see the stub.
      ...(production ? [new webpack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, path.join(__dirname, 'axios-without-fetch-adapter.mjs'))] : []),
      new ModuleFederationPlugin({
        name: options.name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        exposes: options.exposes,
        remotes: {},
        shared: federationShared(appPackage, { eager: Boolean(options.eagerShared) }),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins || [],
        dts: false,
        manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
        ...(options.federationExperiments ? { experiments: options.federationExperiments } : {}),
      }),
      ...(withPage
        ? [
            new HtmlWebpackPlugin({
              template: path.join(options.appDir, 'public/index.html'),
              title: options.title,
              // A remote's standalone page must not also load its own remoteEntry.js.
              chunks: ['main'],
              // Root-relative script tags, so deep links like /university/x load /main.js.
              publicPath: '/',
            }),
          ]
        : []),
    ],
    // Only `webpack serve` reads it; a production build does not depend on the dev ports.
    devServer: production ? undefined : {
      // The app's port from the one ports module (HOST_PORT, UNIVERSITIES_PORT, ... or the local default).
      port: sitePorts()[appPackage.name],
      // Loopback, as the static servers: SITE_BIND_HOST=0.0.0.0 opens it to the network.
      host: bindHost(),
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: { directory: path.join(options.appDir, 'public') },
      hot: false,
      client: { overlay: false },
      // The same config.json as `npm start` serves (site-config.cjs), so the
      // README's configuration table holds in watch mode too. Read per request:
      // a changed CONFIG_FILE applies on reload.
      setupMiddlewares(middlewares, devServer) {
        devServer.app.get('/config.json', (_request, response) => {
          response.set('Cache-Control', 'no-cache');
          try {
            response.json(servedRuntimeConfig());
          } catch (error) {
            // An unreadable CONFIG_FILE: said in the terminal and in the answer, never replaced by defaults here.
            console.error(error.message);
            response.status(500).type('text/plain').send(error.message);
          }
        });
        return middlewares;
      },
    },
  };
}

/**
 * A remote's pages drawn on the site's server: a federation container for
 * Node (dist/server/remoteEntry.js and its manifest) exposing
 * `./server-pages` (shared/src/federation/server-pages.ts). The site's server
 * loads it over HTTP with the federation runtime, as the browser loads the
 * browser container, so the server draws each page with the release the
 * remote has deployed. It shares nothing: React and every door are its own
 * copies, used for a guest's view only. One file (no chunk to fetch);
 * stylesheets are left out (the browser build's are sent with the copy) and
 * image addresses point at the browser build's own files through a
 * placeholder the render replaces (server-assets.cjs).
 */
function createServerPagesConfig(options, argv = {}) {
  const production = argv.mode !== 'development';
  return {
    name: 'server-pages',
    mode: production ? 'production' : 'development',
    target: 'async-node',
    context: options.appDir,
    entry: {},
    devtool: false,
    output: {
      path: path.join(options.appDir, 'dist', 'server'),
      publicPath: '',
      uniqueName: `${options.name}_server`,
      filename: '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: production ? reactRouterProductionAliases() : {} },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(options.appDir, 'tsconfig.json') } },
        },
        { test: /\.css$/, use: path.join(__dirname, 'empty-style-loader.cjs') },
        // The same file names as the browser build's (webpack's content hash), not written again.
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/resource', generator: { emit: false, publicPath: SERVER_ASSETS_PLACEHOLDER } },
        { test: /\.md$/, type: 'asset/source' },
      ],
    },
    optimization: { runtimeChunk: false, minimize: false },
    performance: { hints: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        exposes: { './server-pages': options.serverPages },
        shared: {},
        dts: false,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: { fileName: 'mf-manifest.json' },
      }),
    ],
  };
}

/**
 * A remote's production build as two compilations into one dist folder, and
 * a third for the site's server when the remote draws pages there. The
 * federation container (remoteEntry.js, manifest, exposes) leaves out its own
 * copy of the federation runtime (about 19 KB gzip) and uses the host's, which
 * the host provides with `provideExternalRuntime`. The standalone QA page
 * (main.js, index.html) has no host, so it is built apart with a runtime of its own.
 */
function createSlimRemoteConfigs(options, argv = {}) {
  const container = createAppConfig({ ...options, withStandalonePage: false, federationExperiments: { externalRuntime: true, optimization: { target: 'web' } } }, argv);
  const standalone = createAppConfig({ ...options, name: `${options.name}_standalone`, exposes: undefined }, argv);
  container.name = 'container';
  standalone.name = 'standalone';
  // One after the other, and the second must not wipe what the first wrote.
  standalone.dependencies = ['container'];
  standalone.output.clean = false;
  if (!options.serverPages) return [container, standalone];
  const server = createServerPagesConfig(options, argv);
  // Into dist/server, which it cleans itself, after the container cleaned dist.
  server.dependencies = ['container'];
  return [container, standalone, server];
}

/**
 * A remote's webpack export. Production: the slim container (it uses the
 * host's federation runtime) plus its standalone QA page. The dev server
 * serves one ordinary build, standalone page included.
 */
function remoteWebpackConfig(options) {
  return (_env, argv = {}) => (argv.mode === 'development' ? createAppConfig(options, argv) : createSlimRemoteConfigs(options, argv));
}

module.exports = { createAppConfig, createServerPagesConfig, createSlimRemoteConfigs, remoteWebpackConfig, CHUNK_LOAD_TIMEOUT_MS };
