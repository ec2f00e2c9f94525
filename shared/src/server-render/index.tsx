// A remote's page drawn to HTML for the site's server (each remote's
// src/server/server-pages.tsx): the page's own components, inside a router
// at the address and with the API's answer where the page reads it, as a
// guest sees them. Bundled only into the remotes' containers for Node
// (shared/build/webpack-app.cjs, createServerPagesConfig), never into a page.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { SERVER_ASSETS_PLACEHOLDER } from '@gradatlas/shared/build/server-assets';
import { renderWithAnswers } from '@gradatlas/shared/embedded-answer';
import { Route, Routes } from '@gradatlas/shared/router';
import { useSessionStore } from '@gradatlas/shared/session';

export interface PageToDraw {
  /** The route's pattern (`/university/:name`), so the page reads its parameters as in the browser. */
  route: string;
  pathname: string;
  search: string;
  page: ReactElement;
  /** The API answers the page reads first, by API path. */
  answers: Readonly<Record<string, unknown>>;
  /** Where the remote's browser files are served: image addresses point there. */
  assetsBase: string;
}

export function drawPage({ route, pathname, search, page, answers, assetsBase }: PageToDraw): string {
  // The server draws the view every visitor may see; a signed-in student's page takes over in the browser.
  useSessionStore.setState({ status: 'guest', user: null });
  const html = renderWithAnswers(answers, () =>
    renderToString(
      <StaticRouter location={`${pathname}${search}`}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </StaticRouter>,
    ),
  );
  return html.replaceAll(SERVER_ASSETS_PLACEHOLDER, assetsBase.endsWith('/') ? assetsBase : `${assetsBase}/`);
}
