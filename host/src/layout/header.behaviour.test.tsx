import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Route, Routes, useLocation } from '@gradatlas/shared/router';
import { apiClient } from '@gradatlas/shared/api';
import { useSessionStore, useShortlistStore } from '@gradatlas/shared/session';
import { Header } from './header';

const initialSession = useSessionStore.getState();

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const signedIn = () =>
  act(() => useSessionStore.setState({ status: 'authenticated', user: { id: 'u1', name: 'Ada', email: 'ada@example.org' } }));
const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('Header', () => {
  beforeEach(() => {
    useSessionStore.setState({ ...initialSession, status: 'guest', user: null }, true);
    // Signing in again after a logout loads the shortlist: answer it here, not from a server.
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { slugs: [], universities: [] } } as Awaited<ReturnType<typeof apiClient.get>>);
    document.body.style.overflow = '';
    window.scrollY = 0;
  });

  it('shows a signed-in student a Shortlist link with the count of saved universities, and a guest none', async () => {
    renderHeader();
    expect(nav().queryByRole('link', { name: /^Shortlist/ })).not.toBeInTheDocument();
    signedIn();
    act(() => useShortlistStore.setState({ status: 'ready', known: ['alpha', 'beta'], slugs: ['alpha', 'beta'] }));
    const link = nav().getByRole('link', { name: 'Shortlist, 2 saved' });
    expect(link).toHaveTextContent('Shortlist 2');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/shortlist');
  });

  it('shows whom a student is signed in as, and a guest nothing of the kind', () => {
    renderHeader();
    expect(nav().queryByText(/Signed in as/)).not.toBeInTheDocument();
    signedIn();
    // The whole line is read out, with the address in its title.
    expect(nav().getByTitle('ada@example.org')).toHaveTextContent('Signed in as Ada');
  });

  it("shows the count this browser kept at once, and no count while the list is unknown (never a false 0)", async () => {
    window.localStorage.setItem('gradatlas.user-data.shortlist.u1', JSON.stringify(['alpha', 'beta', 'gamma']));
    renderHeader();
    signedIn();
    expect(nav().getByRole('link', { name: 'Shortlist, 3 saved' })).toHaveTextContent('Shortlist 3');

    act(() => {
      useShortlistStore.getState().forget(); // as on a browser that has not seen this student's list
      useShortlistStore.getState().startFor('u1-elsewhere');
    });
    const link = nav().getByRole('link', { name: 'Shortlist' });
    expect(link).toHaveTextContent(/^Shortlist$/);
    await act(async () => undefined); // the server's answer (an empty list, mocked above) arrives
    expect(link).toHaveAccessibleName('Shortlist, 0 saved');
    expect(link).toHaveTextContent('Shortlist 0');
  });

  it('opens the Explore dropdown with its Discover and Resources links', async () => {
    renderHeader();
    const explore = nav().getByRole('button', { name: 'Explore' });
    expect(explore).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(explore);
    expect(explore).toHaveAttribute('aria-expanded', 'true');
    expect(nav().getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
    expect(nav().getByRole('link', { name: 'Admission Predictor' })).toBeInTheDocument();
  });

  it('sends a guest from College Finder and Admission Predictor to /login', async () => {
    renderHeader();
    await userEvent.click(nav().getByRole('link', { name: 'College Finder' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    await userEvent.click(nav().getByRole('button', { name: 'Explore' }));
    expect(nav().getByRole('link', { name: 'Admission Predictor' })).toHaveAttribute('href', '/login');
  });

  it('sends a signed-in student to /rate-my-chances, and shows Logout, which signs out', async () => {
    renderHeader();
    signedIn();
    await userEvent.click(nav().getByRole('link', { name: 'College Finder' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/rate-my-chances');
    expect(nav().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(nav().getByRole('button', { name: 'Logout' }));
    expect(useSessionStore.getState().status).toBe('guest');
    expect(nav().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('opens Free Counseling in a new tab at the booking link', () => {
    renderHeader();
    const link = nav().getByRole('link', { name: 'Free Counseling' });
    expect(link).toHaveAttribute('href', 'https://gradatlas.example/book-free-counseling');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/noopener/);
  });

  it('opens the mobile menu with an overlay and scroll lock; the overlay closes it', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByTestId('menu-overlay'));
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.queryByTestId('menu-overlay')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the mobile menu when the route changes', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(nav().getByRole('link', { name: 'About Us' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/about-us');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('takes its scrolled style past 50 px only', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    act(() => {
      window.scrollY = 50;
      fireEvent.scroll(window);
    });
    expect(header).not.toHaveClass('scrolled');
    act(() => {
      window.scrollY = 51;
      fireEvent.scroll(window);
    });
    expect(header).toHaveClass('scrolled');
  });
});
