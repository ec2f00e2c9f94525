import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import pages from './pages';

// The host mounts whatever `./pages` exposes; this pins the contract.
describe('remote-chances ./pages', () => {
  it('exposes the Rate My Chances page with its calculator form', () => {
    const { RateMyChancesPage } = pages;
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
