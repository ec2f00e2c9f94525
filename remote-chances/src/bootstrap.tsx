import { Navigate, Route } from '@gradatlas/shared/router';
import { useIsLoggedIn } from '@gradatlas/shared/session';
import { StandaloneShell, mountStandalone, standalonePages } from '@gradatlas/shared/standalone';
import '@gradatlas/shared/styles.css';
import loaders from './exposes/pages';

const pages = standalonePages(loaders);
const { RateMyChancesPage } = pages;

function Guarded() {
  return useIsLoggedIn() ? <RateMyChancesPage /> : <Navigate to="/login" replace />;
}

void mountStandalone(
  <StandaloneShell remoteLabel="Rate My Chances" links={[{ to: '/rate-my-chances', label: 'Rate My Chances' }]}>
    <Route path="/" element={<Navigate to="/rate-my-chances" replace />} />
    <Route path="/rate-my-chances" element={<Guarded />} />
  </StandaloneShell>,
);
