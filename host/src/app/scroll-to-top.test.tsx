import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Link } from '@gradatlas/shared/router';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });

  function Site() {
    return (
      <MemoryRouter initialEntries={['/blogs']}>
        <ScrollToTop />
        <Link to="/about-us">About Us</Link>
        <Link to="/blogs">Blogs</Link>
      </MemoryRouter>
    );
  }

  it('keeps the reader where they are on the first address, and goes to the top on every route change', async () => {
    render(<Site />);
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'About Us' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockReset();
    // Back to the first address is a change like any other.
    await userEvent.click(screen.getByRole('link', { name: 'Blogs' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
