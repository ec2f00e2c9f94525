import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig } from '@gradatlas/shared/config';
import { PopularCoursesPage } from './popular-courses-page';
import { COURSE_GUIDES } from '../courses-data';

const BOOKING_URL = 'https://example.test/book';

function renderPage() {
  return render(
    <MemoryRouter>
      <PopularCoursesPage />
    </MemoryRouter>,
  );
}

function expectBookingLink(link: HTMLElement) {
  expect(link).toHaveAttribute('href', BOOKING_URL);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
}

beforeEach(() => {
  setRuntimeConfig({ counselingUrl: BOOKING_URL });
});

afterAll(() => {
  setRuntimeConfig({});
});

describe('PopularCoursesPage', () => {
  it('has one page heading, the program list and a closing call to action', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Popular Courses' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Explore Programs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Find the Right Program for You' })).toBeInTheDocument();
  });

  it('shows the five course cards with a description, three career highlights and three specializations', () => {
    renderPage();
    const names = [
      'Computer Science',
      'Business Administration (MBA)',
      'Data Science',
      'Mechanical Engineering',
      'Civil Engineering',
    ];
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(5);
    names.forEach((name, index) => {
      const course = COURSE_GUIDES[index]!;
      expect(course.name).toBe(name);
      const card = screen.getByRole('article', { name });
      expect(card).toBe(cards[index]);
      expect(within(card).getByRole('heading', { level: 3, name })).toBeInTheDocument();
      expect(within(card).getByText(course.description)).toBeInTheDocument();

      const highlights = within(card).getByRole('list', { name: `${name} career highlights` });
      expect(within(highlights).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        ...course.highlights,
      ]);
      const specializations = within(card).getByRole('list', { name: `${name} specializations` });
      expect(within(specializations).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        ...course.specializations,
      ]);
      expectBookingLink(within(card).getByRole('link', { name: 'Get Free Course Guidance' }));
    });
  });

  it('opens the booking link in a new tab from every button, including the closing call to action', () => {
    renderPage();
    expectBookingLink(screen.getByRole('link', { name: 'Book Free Counseling' }));
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(6);
    links.forEach(expectBookingLink);
  });
});
