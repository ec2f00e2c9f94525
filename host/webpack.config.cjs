const path = require('node:path');
const { createAppConfig } = require('@gradatlas/shared/build/webpack-app');
const { DeferredStartupPlugin } = require('@gradatlas/shared/build/deferred-startup-plugin');

/**
 * The host's start-up files. Under Lighthouse the browser finishes compiling
 * a script on the main thread in the task that runs it: for the 431 KB
 * main.js that was 10-16 ms of one 22-29 ms task (about 200-265 ms at the
 * calibrated phone's slowdown), followed in the same task by the federation
 * runtime's start (7-10 ms). So React DOM, React and the scheduler are a
 * start-up file of their own (react-dom.js, one `defer` script more, run in
 * a task of its own) and the federation start waits for the next task
 * (deferred-startup-plugin.cjs). In two Lighthouse traces React DOM's file
 * then ran in 9.6 and 11.0 ms, main.js's evaluation in 6.5 and 8.0 ms and the
 * federation start in 11.1 and 9.1 ms (docs/performance.md, sixth stop). The split costs about 590 bytes (gzip) of compression
 * context; all the host's styles in main.css pay most of it back: the server
 * inlines every host stylesheet into the page anyway, and with none left in
 * a lazy chunk webpack leaves out its stylesheet loader (379 bytes); and the
 * host's files are addressed from the site's root, as its page's script tags
 * already are, instead of webpack working the address out from the running
 * script (195 bytes).
 */
const startupChunks = {
  cacheGroups: {
    styles: { type: 'css/mini-extract', name: 'main', chunks: 'all', enforce: true },
    reactDom: { test: /[\\/]node_modules[\\/](react-dom|react|scheduler)[\\/]/, chunks: (chunk) => chunk.name === 'main', name: 'react-dom', enforce: true },
  },
};

module.exports = (_env, argv) => {
  const config = createAppConfig(
    {
      appDir: __dirname,
      name: 'host',
      title: 'GradAtlas · Graduate study in the USA and Canada',
      runtimePlugins: [path.join(__dirname, 'src/federation/load-timeouts-plugin.ts')],
      // Remotes built with createSlimRemoteConfigs use this runtime instead of carrying their own.
      federationExperiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      // Every page of the host needs React, the router and the shared doors at once.
      eagerShared: true,
    },
    argv,
  );
  if (config.mode === 'production') {
    config.optimization.splitChunks = startupChunks;
    config.output.publicPath = '/';
    config.plugins.push(new DeferredStartupPlugin());
  }
  return config;
};
