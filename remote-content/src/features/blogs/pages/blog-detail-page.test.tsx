import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Route, Routes } from '@gradatlas/shared/router';
import { BlogDetailPage } from './blog-detail-page';
import { getBlog } from '../api/get-blog';
import type { BlogPostAnswer } from '../api/get-blog';

import type * as TestDouble from '../blog-images.test-double';

jest.mock('../api/get-blog');
// Distinct image addresses, so the page's choice between them can be seen.
jest.mock('../blog-images', () => jest.requireActual<typeof TestDouble>('../blog-images.test-double').blogImagesWithDistinctAddresses());

const mockedGetBlog = jest.mocked(getBlog);

const POST: BlogPostAnswer = {
  slug: 'student-visa-guide',
  title: 'Student Visas Explained',
  category: 'Study Abroad',
  author: 'GradAtlas Editorial Team',
  date: '2026-02-09',
  tags: ['student visa', 'study permit'],
  excerpt: 'How the F-1 visa and the study permit work.',
  content: `# Student Visas Explained\nFirst line\nsecond line\n\n## Before you apply\n\n- passport\n- <b>funding</b>\n\n${'word '.repeat(420)}`,
  // What the API renders from that content (api/test/content.test.ts checks the rendering itself).
  contentHtml: `<p>First line<br>\nsecond line</p>\n<h2>Before you apply</h2>\n<ul>\n<li>passport</li>\n<li>&lt;b&gt;funding&lt;/b&gt;</li>\n</ul>\n<p>${'word '.repeat(420).trim()}</p>\n`,
};

function renderAt(slug: string) {
  return render(
    <MemoryRouter initialEntries={[`/blogs/${slug}`]}>
      <Routes>
        <Route path="/blogs/:slug" element={<BlogDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

function todayInWords() {
  return new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

afterEach(() => {
  mockedGetBlog.mockReset();
});

describe('BlogDetailPage', () => {
  it('loads the post by slug and shows its header, image, body, tags and links', async () => {
    mockedGetBlog.mockResolvedValue(POST);
    renderAt('student-visa-guide');
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog content...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Student Visas Explained' })).toBeInTheDocument();
    expect(mockedGetBlog).toHaveBeenCalledWith('student-visa-guide', expect.any(AbortSignal));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Study Abroad')).toBeInTheDocument();
    expect(screen.getByText('By GradAtlas Editorial Team')).toBeInTheDocument();
    expect(screen.getByText('February 9, 2026')).toBeInTheDocument();
    // 429 words after the title line (markup such as '##' is not counted): 429 / 200 rounded up.
    expect(screen.getByText('3 min read')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Student Visas Explained' })).toHaveAttribute('src', '/img/visa.svg');
    expect(screen.getByRole('heading', { level: 2, name: 'Before you apply' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('student visastudy permit');
    expect(screen.getByRole('link', { name: '← Back to Blogs' })).toHaveAttribute('href', '/blogs');
    expect(screen.getByRole('link', { name: 'Back to all blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('shows the article as the API rendered it, with its line breaks and raw HTML escaped', async () => {
    mockedGetBlog.mockResolvedValue(POST);
    const { container } = renderAt('student-visa-guide');
    await screen.findByRole('heading', { level: 1 });
    const body = container.querySelector('.blog-body')!;
    expect(body.querySelector('p')!.innerHTML).toBe('First line<br>\nsecond line');
    expect(body.querySelector('b')).toBeNull();
    expect(screen.getByText('<b>funding</b>')).toBeInTheDocument();
  });

  it('shows the markdown of an API that sends no HTML as plain paragraphs, never as HTML', async () => {
    mockedGetBlog.mockResolvedValue({ ...POST, contentHtml: undefined, content: '# Title\nFirst <b>bold</b> line\n\nSecond paragraph' });
    const { container } = renderAt('student-visa-guide');
    await screen.findByRole('heading', { level: 1 });
    const paragraphs = [...container.querySelectorAll('.blog-body p')].map((paragraph) => paragraph.textContent);
    expect(paragraphs).toEqual(['First <b>bold</b> line', 'Second paragraph']);
    expect(container.querySelector('.blog-body b')).toBeNull();
  });

  it('falls back to the slug for the title, today for the date and the default image', async () => {
    mockedGetBlog.mockResolvedValue({ content: 'Just a short body.' });
    renderAt('a-new-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'a-new-post' })).toBeInTheDocument();
    expect(screen.getByText(todayInWords())).toBeInTheDocument();
    expect(screen.getByText('1 min read')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'a-new-post' })).toHaveAttribute('src', '/img/default.svg');
  });

  it('replaces a featured image that fails to load with the default image', async () => {
    mockedGetBlog.mockResolvedValue(POST);
    renderAt('student-visa-guide');
    const image = await screen.findByRole('img', { name: 'Student Visas Explained' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/img/default.svg');
  });

  it('says when the post has no body', async () => {
    mockedGetBlog.mockResolvedValue({ ...POST, content: '# Student Visas Explained\n' });
    renderAt('student-visa-guide');
    expect(await screen.findByText('No content available for this blog post.')).toBeInTheDocument();
  });

  it('shows the error message when the post cannot be loaded', async () => {
    mockedGetBlog.mockRejectedValue(new Error('404'));
    renderAt('missing');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load blog content. Please try again later.');
    expect(screen.getByRole('link', { name: 'Back to all blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('sets the page metadata from the post and restores it on leaving', async () => {
    document.title = 'GradAtlas';
    mockedGetBlog.mockResolvedValue(POST);
    const { unmount } = renderAt('student-visa-guide');
    await screen.findByRole('heading', { level: 1 });

    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(document.title).toBe('Student Visas Explained - GradAtlas Blog');
    expect(meta('meta[name="description"]')).toBe(POST.excerpt);
    expect(meta('meta[name="keywords"]')).toBe(
      'student visa, study permit, study abroad, graduate admissions, international students, GradAtlas',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/blogs/student-visa-guide',
    );
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:image"]')).toBe('http://localhost/img/visa.svg');
    expect(meta('meta[property="article:published_time"]')).toBe('2026-02-09');
    expect(meta('meta[property="article:modified_time"]')).toBe('2026-02-09');

    unmount();
    expect(document.title).toBe('GradAtlas');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:type"]')).toBeNull();
  });
});
