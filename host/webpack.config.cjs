const path = require('node:path');
const { createAppConfig } = require('@gradatlas/shared/build/webpack-app');

module.exports = (_env, argv) =>
  createAppConfig(
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
