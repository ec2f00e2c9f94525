import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig } from '@gradatlas/shared/config';
import { CountryGuidesPage } from './country-guides-page';
import { COUNTRY_GUIDES } from '../country-guides-data';

const BOOKING_URL = 'https://example.test/book';

function renderPage() {
  return render(
    <MemoryRouter>
      <CountryGuidesPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  setRuntimeConfig({ counselingUrl: BOOKING_URL });
});

afterAll(() => {
  setRuntimeConfig({});
});

function expectBookingLink(link: HTMLElement) {
  expect(link).toHaveAttribute('href', BOOKING_URL);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
}

describe('CountryGuidesPage', () => {
  it('has one page heading and the intro, destinations and closing sections', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Country Guides' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Choosing Where to Study' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Popular Destinations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Not Sure Which Country Fits You?' })).toBeInTheDocument();
  });

  it('shows the five destination cards, in order, each with a description and three highlights', () => {
    renderPage();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(5);
    const names = ['United States', 'United Kingdom', 'Canada', 'Australia', 'Germany'];
    names.forEach((name, index) => {
      const guide = COUNTRY_GUIDES[index]!;
      expect(guide.name).toBe(name);
      const card = screen.getByRole('article', { name });
      expect(card).toBe(cards[index]);
      expect(within(card).getByRole('heading', { level: 3, name })).toBeInTheDocument();
      expect(within(card).getByText(guide.description)).toBeInTheDocument();
      const highlights = within(card).getByRole('list', { name: `${name} highlights` });
      const items = within(highlights).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([...guide.highlights]);
      expectBookingLink(within(card).getByRole('link', { name: 'Get Detailed Guide' }));
    });
  });

  it('opens the booking link in a new tab from every button', () => {
    renderPage();
    expectBookingLink(screen.getByRole('link', { name: 'Book Free One-on-One Counseling' }));
    expectBookingLink(screen.getByRole('link', { name: 'Talk to a Counselor' }));
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(7);
    links.forEach(expectBookingLink);
  });
});
