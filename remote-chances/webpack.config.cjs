const { createAppConfig, createSlimRemoteConfigs } = require('@gradatlas/shared/build/webpack-app');

const options = {
  appDir: __dirname,
  name: 'chances',
  port: 3002,
  title: 'GradAtlas · Rate My Chances',
  exposes: { './pages': './src/exposes/pages.ts' },
};

// Production: the container uses the host's federation runtime, which keeps
// /rate-my-chances under its 25 KiB budget (see scripts/route-bytes.ts). The
// dev server serves one ordinary build, standalone page included.
module.exports = (_env, argv) => (argv.mode === 'development' ? createAppConfig(options, argv) : createSlimRemoteConfigs(options, argv));
