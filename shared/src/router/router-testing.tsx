// @gradatlas/shared/router-testing: renders routes in a memory router for the
// component tests of every app, with stand-ins for the pages they lead to.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Route, Routes, useLocation } from '@gradatlas/shared/router';

/** Shows where the router is, so tests can check where a link or button led. */
function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

interface RouteSpec {
  path: string;
  element: ReactElement;
}

/** Renders routes in a memory router, with stand-ins for the pages we link to. */
export function renderWithRouter(routes: RouteSpec[], entries: string[], initialIndex = entries.length - 1) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={initialIndex}>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        <Route path="/login" element={<h1>Login page</h1>} />
        <Route path="/rate-my-chances" element={<h1>Rate My Chances page</h1>} />
        <Route path="*" element={<h1>Other page</h1>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
