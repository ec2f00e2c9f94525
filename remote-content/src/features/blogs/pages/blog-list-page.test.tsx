import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { BlogListItem } from '@gradatlas/shared/contracts';
import { BlogListPage } from './blog-list-page';
import { getBlogs } from '../api/get-blogs';

import type * as TestDouble from '../blog-images.test-double';

jest.mock('../api/get-blogs');
// Distinct image addresses, so the page's choice between them can be seen.
jest.mock('../blog-images', () => jest.requireActual<typeof TestDouble>('../blog-images.test-double').blogImagesWithDistinctAddresses());

const mockedGetBlogs = jest.mocked(getBlogs);

const VISA: BlogListItem = {
  slug: 'student-visa-guide',
  title: 'Student Visas Explained',
  category: 'Study Abroad',
  date: '2026-02-09',
  excerpt: 'How the F-1 visa and the study permit work.',
};
const OTHER: BlogListItem = {
  slug: 'a-new-post',
  title: 'A New Post',
  category: 'Career',
  date: '2026-03-01',
  excerpt: 'Something new.',
};

function renderPage() {
  return render(
    <MemoryRouter>
      <BlogListPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  mockedGetBlogs.mockReset();
});

describe('BlogListPage', () => {
  it('shows the loading text, then one card per post with its details and links', async () => {
    mockedGetBlogs.mockResolvedValue([VISA, OTHER]);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading blogs...');

    const card = await screen.findByRole('article', { name: 'Student Visas Explained' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    expect(within(card).getByText('Study Abroad')).toBeInTheDocument();
    expect(within(card).getByText('February 9, 2026')).toBeInTheDocument();
    expect(within(card).getByText(VISA.excerpt)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Student Visas Explained' })).toHaveAttribute(
      'href',
      '/blogs/student-visa-guide',
    );
    expect(within(card).getByRole('link', { name: /^Read Article/ })).toHaveAttribute('href', '/blogs/student-visa-guide');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a read time between 3 and 12 minutes on each card', async () => {
    mockedGetBlogs.mockResolvedValue([VISA, OTHER]);
    renderPage();
    const cards = await screen.findAllByRole('article');
    cards.forEach((card) => {
      const match = /(\d+) min read/.exec(card.textContent ?? '');
      expect(match).not.toBeNull();
      const minutes = Number(match![1]);
      expect(minutes).toBeGreaterThanOrEqual(3);
      expect(minutes).toBeLessThanOrEqual(12);
    });
  });

  it('uses the local image of a known slug, the default for an unknown one and after a load failure', async () => {
    mockedGetBlogs.mockResolvedValue([VISA, OTHER]);
    renderPage();
    const visaImage = (await screen.findByRole('article', { name: VISA.title })).querySelector('img')!;
    const otherImage = screen.getByRole('article', { name: OTHER.title }).querySelector('img')!;
    expect(visaImage).toHaveAttribute('src', '/img/visa.svg');
    expect(otherImage).toHaveAttribute('src', '/img/default.svg');

    fireEvent.error(visaImage);
    expect(visaImage).toHaveAttribute('src', '/img/default.svg');
  });

  it('says when loading fails', async () => {
    mockedGetBlogs.mockRejectedValue(new Error('network'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load blogs');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when there are no posts', async () => {
    mockedGetBlogs.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('No blogs found')).toBeInTheDocument();
    expect(screen.getByText('Check back later for new content.')).toBeInTheDocument();
  });
});
