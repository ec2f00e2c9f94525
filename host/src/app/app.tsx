import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Loading, useSessionStore } from '@gradatlas/shared';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { AppRoutes } from './app-routes';
import { ScrollToTop } from './scroll-to-top';

/** The whole site: while the session loads, 'Loading...' replaces everything. */
export function App() {
  const status = useSessionStore((state) => state.status);

  useEffect(() => {
    void useSessionStore.getState().initialize();
  }, []);

  if (status === 'loading') return <Loading fullScreen />;

  return (
    <BrowserRouter>
      <ScrollToTop />
      <Header />
      <div className="site-main">
        <AppRoutes />
      </div>
      <Footer />
    </BrowserRouter>
  );
}
