import { loadRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from '@gradatlas/shared/config';
import '@gradatlas/shared/styles.css';
import { configRequest } from './config-request';
import { prefetchRemotePage, registerConfiguredRemotes } from './federation/remote-loader';
import { remotePageAt } from './app/remote-routes';
import { stripCacheBustParam } from './federation/stale-deploy-reload';
import { reportError, silenceConsoleInProduction } from './reporting/report-error';
import { startFieldReporting } from './reporting/start-field-reporting';

silenceConsoleInProduction(process.env.NODE_ENV === 'production');
stripCacheBustParam();

/** The run-time configuration; in a production build a missing or invalid file puts its error page up instead. */
async function configOrErrorPage(container: HTMLElement): Promise<RuntimeConfig | null> {
  try {
    return await loadRuntimeConfig(configRequest());
  } catch (error) {
    if (!(error instanceof RuntimeConfigError)) throw error;
    reportError(error, { where: 'config.json' });
    // The error page is a chunk of its own: only a broken deploy ever shows it.
    const { showConfigError } = await import('@gradatlas/shared/config-error-page');
    showConfigError(container, error.message);
    return null;
  }
}

/**
 * Resolves in a later task, so that the browser can paint and take input
 * between two pieces of start-up work. On a phone each piece below takes
 * tens of milliseconds; run back to back they were one long task, and every
 * millisecond of a task past 50 blocks input (Total Blocking Time).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start-up in steps, a task each: this chunk and the configuration (an
 * inline config arrives within the task that ran the chunk); the session
 * door (with the API client and axios, the largest piece); the app's
 * modules (the router, the layout, the host's pages); React DOM's client
 * and the first render. Each step's modules are part of this chunk but run
 * only when imported ('eager': no request is added).
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const config = await configOrErrorPage(container);
  if (!config) return;
  registerConfiguredRemotes(config.remotes);
  startFieldReporting(config.apiUrl);
  await nextTask();
  // Before the first render: a guest, or a student whose user is stored, is
  // known at once, so the first frame is the site and not 'Loading...'.
  const { isLoggedInNow, useSessionStore } = await import(/* webpackMode: "eager" */ '@gradatlas/shared/session');
  void useSessionStore.getState().initialize();
  const loggedIn = isLoggedInNow();
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
  const { renderApp } = await import(/* webpackMode: "eager" */ './app/render-app');
  // The page's remote files start now and travel while React builds the shell.
  prefetchRemotePage(remotePageAt(window.location.pathname, loggedIn)?.target);
  renderApp(container, App);
}

void start();
