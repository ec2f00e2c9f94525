import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from '@gradatlas/shared/config';
import { isLoggedInNow, useSessionStore } from '@gradatlas/shared/session';
import '@gradatlas/shared/styles.css';
import { configRequest } from './config-request';
import { prefetchRemotePage, registerConfiguredRemotes } from './federation/remote-loader';
import { remotePageAt } from './app/remote-routes';
import { stripCacheBustParam } from './federation/stale-deploy-reload';
import { UNCAUGHT_WHERE } from './reporting/error-kind';
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

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const config = await configOrErrorPage(container);
  if (!config) return;
  // The app's modules (the router, the layout, the host's pages) are part of
  // this chunk but run only now, in the task that received the config, so the
  // task that ran this chunk stays short. 'eager' keeps them out of a chunk of
  // their own: no request is added.
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  registerConfiguredRemotes(config.remotes);
  startFieldReporting(config.apiUrl);
  // Before the first render: a guest, or a student whose user is stored, is
  // known at once, so the first frame is the site and not 'Loading...'.
  void useSessionStore.getState().initialize();
  // The page's remote files start now and travel while React builds the shell.
  prefetchRemotePage(remotePageAt(window.location.pathname, isLoggedInNow())?.target);
  const root = createRoot(container, {
    // An error no boundary caught unmounts the app: report it (console.error is silent in production).
    onUncaughtError: (error) => {
      reportError(error, { where: UNCAUGHT_WHERE });
      console.error(error);
    },
  });
  // A transition lets React yield to the browser while it builds the first
  // page, instead of one long task that blocks input.
  startTransition(() => root.render(<App />));
}

void start();
