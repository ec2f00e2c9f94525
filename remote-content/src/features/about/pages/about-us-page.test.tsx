import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig } from '@gradatlas/shared/config';
import type { AboutInfo } from '@gradatlas/shared/contracts';
import { AboutUsPage } from './about-us-page';
import { getAboutInfo } from '../api/get-about-info';

jest.mock('../api/get-about-info');
const mockedGetAboutInfo = jest.mocked(getAboutInfo);

const BOOKING_URL = 'https://example.test/book';
const ABOUT: AboutInfo = {
  success: true,
  brand: 'GradAtlas',
  description: 'Text from the server that the page does not show.',
  contactEmail: 'x@example.test',
  counselingUrl: 'https://example.test/other',
  dataSources: [],
};

function renderPage() {
  return render(
    <MemoryRouter>
      <AboutUsPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  setRuntimeConfig({ counselingUrl: BOOKING_URL });
});

afterEach(() => {
  mockedGetAboutInfo.mockReset();
});

afterAll(() => {
  setRuntimeConfig({});
});

describe('AboutUsPage', () => {
  it('shows the loading spinner until the page-info request succeeds', async () => {
    mockedGetAboutInfo.mockResolvedValue(ABOUT);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(mockedGetAboutInfo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(ABOUT.description)).not.toBeInTheDocument();
  });

  it('shows the page once the page-info request fails, too', async () => {
    mockedGetAboutInfo.mockRejectedValue(new Error('offline'));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('has the mission, the three services, the team and the four values', async () => {
    mockedGetAboutInfo.mockResolvedValue(ABOUT);
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    ['Our Mission', 'What We Offer', 'Our Team', 'Our Values'].forEach((name) =>
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument(),
    );
    ['Free Counseling', 'Expert Guidance', 'Comprehensive Support'].forEach((name) =>
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument(),
    );
    const values = within(screen.getByRole('region', { name: 'Our Values' })).getAllByRole('heading', { level: 3 });
    expect(values.map((value) => value.textContent)).toEqual(['Excellence', 'Integrity', 'Innovation', 'Student Success']);
  });

  it('opens the configured booking link in a new tab from every call to action', async () => {
    mockedGetAboutInfo.mockResolvedValue(ABOUT);
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    const links = [
      screen.getByRole('link', { name: 'Book Your Free Session' }),
      screen.getByRole('link', { name: 'Book Free Counseling' }),
    ];
    links.forEach((link) => {
      expect(link).toHaveAttribute('href', BOOKING_URL);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    });
  });
});
