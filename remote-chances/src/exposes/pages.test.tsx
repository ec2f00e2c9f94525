import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import pages from './pages';

// The host loads whatever `./pages` exposes; this pins the contract.
describe('remote-chances ./pages', () => {
  it('loads the Rate My Chances page with its calculator form', async () => {
    const { default: RateMyChancesPage } = await pages.RateMyChancesPage();
    render(
      <MemoryRouter>
        <RateMyChancesPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Rate My Chances' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Your profile' })).toBeInTheDocument();
    expect(screen.queryByText(/not built yet/)).not.toBeInTheDocument();
  });
});
