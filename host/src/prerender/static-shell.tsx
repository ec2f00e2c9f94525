import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Loading } from '@gradatlas/shared/ui';
import { HomeIntro } from '../features/home/pages/home-intro';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';

/**
 * The shell as index.html holds it before any JavaScript runs: the header,
 * the home intro, a frame where a remote's page will go, and the footer, in
 * the same boxes the app renders. The inline route-kind script and
 * static-shell.css hide what the current address will not show. When the app
 * starts, createRoot replaces all of it with the live shell in one commit.
 */
export function StaticShell() {
  return (
    <div className="static-shell">
      <Header />
      <main className="site-main" id="main-content">
        <div className="static-shell__home">
          <HomeIntro />
        </div>
        {/* The hero's 'Find Your University' (#explore) has its target before the app starts, as HomePage gives it after. */}
        <div id="explore">
          <div className="remote-page static-shell__frame">
            <Loading />
          </div>
        </div>
      </main>
      <Footer />
    </div>
  );
}

/** The markup, as a guest sees it on the home page (the session is the app's to know). */
export function renderStaticShell(): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <StaticShell />
    </MemoryRouter>,
  );
}
