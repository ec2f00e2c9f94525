import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Route, Routes, useLocation, useParams } from '@gradatlas/shared/router';
import { useSessionStore } from '@gradatlas/shared/session';
import { STUDENT } from '@gradatlas/shared/session-testing';
import { RateMyChancesPage } from '../features/calculator/pages/rate-my-chances-page';

export { STUDENT };

/** Signs a student in without timers or tokens: the page only reads who is signed in. */
export function signInAs(user = STUDENT): void {
  useSessionStore.setState({ status: 'authenticated', user });
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function UniversityStandIn() {
  return <h1>University page {useParams().name}</h1>;
}

/** The calculator at /rate-my-chances (or the address given, with its query), with stand-ins for the pages it leads to. */
export function renderCalculator(options: Parameters<typeof userEvent.setup>[0] = {}, address = '/rate-my-chances') {
  const user = userEvent.setup(options);
  const view = render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/rate-my-chances" element={<RateMyChancesPage />} />
        <Route path="/login" element={<h1>Login page</h1>} />
        <Route path="/university/:name" element={<UniversityStandIn />} />
        <Route path="/compare" element={<h1>Compare page</h1>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return { user, ...view };
}
