// First, before anything else loads: the process starts itself again with the GC flag its load goal needs.
import './single-threaded-gc';
import { buildApp } from './app';
import { loadConfig } from './config';
import { LOAD_DATA_ARGUMENT, loadDataAndClose, runLoadStep } from './load-step';

/** Loads the data set in a process of its own, then starts the API on the configured port; stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (process.argv.includes(LOAD_DATA_ARGUMENT)) {
    await loadDataAndClose(config);
    return;
  }
  await runLoadStep();
  const app = await buildApp(config, { dataLoaded: true });
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (config.devIdentity.enabled) app.log.warn('development sign-in is enabled (DEV_IDENTITY=true): anyone reaching this API can sign in as the demo student');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
