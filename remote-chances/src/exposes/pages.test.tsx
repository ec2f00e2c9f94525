import { render, screen } from '@testing-library/react';
import pages from './pages';

// The host mounts whatever `./pages` exposes; this pins the contract until the
// calculator's own issue replaces the placeholder page.
describe('remote-chances ./pages', () => {
  it('exposes the Rate My Chances page, which says honestly that it is not built yet', () => {
    const { RateMyChancesPage } = pages;
    render(<RateMyChancesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rate My Chances' })).toBeInTheDocument();
    expect(screen.getByText(/not built yet/)).toBeInTheDocument();
  });
});
