import { useEffect } from 'react';
import { BrowserRouter } from '@gradatlas/shared/router';
import { useSessionStore } from '@gradatlas/shared/session';
import { Loading } from '@gradatlas/shared/ui';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { AppRoutes } from './app-routes';
import { ScrollToTop } from './scroll-to-top';

/** The whole site: while the session loads, 'Loading...' replaces everything. */
export function App() {
  const status = useSessionStore((state) => state.status);

  useEffect(() => {
    // The bootstrap usually has already started it before the first render.
    if (useSessionStore.getState().status === 'loading') void useSessionStore.getState().initialize();
  }, []);

  if (status === 'loading') return <Loading fullScreen />;

  return (
    <BrowserRouter>
      <ScrollToTop />
      <Header />
      {/* The one main landmark of every route: pages (the host's and the remotes') render inside it. */}
      <main className="site-main" id="main-content">
        <AppRoutes />
      </main>
      <Footer />
    </BrowserRouter>
  );
}
