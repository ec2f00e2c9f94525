import { startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { UNCAUGHT_WHERE } from '../reporting/error-kind';
import { reportError } from '../reporting/report-error';

/**
 * Starts React on the page. A module of its own so that React DOM's client
 * runs in a task of its own (bootstrap.tsx).
 */
export function renderApp(container: HTMLElement, App: ComponentType): void {
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
