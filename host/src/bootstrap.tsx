import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@gradatlas/shared/config';
import '@gradatlas/shared/styles.css';
import { App } from './app/app';
import { registerConfiguredRemotes } from './federation/remote-loader';
import { stripCacheBustParam } from './federation/stale-deploy-reload';
import { silenceConsoleInProduction } from './reporting/report-error';

silenceConsoleInProduction(process.env.NODE_ENV === 'production');
stripCacheBustParam();

async function start(): Promise<void> {
  const config = await loadRuntimeConfig();
  registerConfiguredRemotes(config.remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App />);
}

void start();
