import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Route, Routes } from '@gradatlas/shared/router';
import { fakeApi, ok, restoreApi } from '@gradatlas/shared/api-testing';
import { BlogDetailPage } from './blog-detail-page';
import { BlogListPage } from './blog-list-page';

// The host's server writes the first view of a blog page with the API's
// answer in it (scripts/server-pages); the page starts from that answer.
const POST = {
  slug: 'student-visa-guide',
  title: 'Student Visas </script><img src=x onerror=alert(1)>',
  category: 'Visas',
  author: 'GradAtlas Editorial Team',
  date: '2026-02-09',
  tags: [],
  excerpt: 'How visas work.',
  content: 'Body text',
  contentHtml: '<p>Body text</p>',
};

function embed(apiPath: string, answer: unknown): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.dataset.apiAnswer = apiPath;
  block.textContent = JSON.stringify(answer).replace(/</g, '\\u003c');
  document.body.append(block);
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/blogs" element={<BlogListPage />} />
        <Route path="/blogs/:slug" element={<BlogDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  restoreApi();
  document.querySelectorAll('script[data-api-answer]').forEach((block) => block.remove());
  delete document.documentElement.dataset.session;
});

it('shows the post written into the page at once, its title as text, with no request for it', () => {
  const api = fakeApi({});
  embed('/api/blogs/student-visa-guide', POST);
  const { container } = renderAt('/blogs/student-visa-guide');
  expect(screen.getByRole('heading', { level: 1, name: POST.title })).toBeInTheDocument();
  expect(container.querySelector('img[onerror]')).toBeNull();
  expect(api.calls).toEqual([]);
});

it('shows the list written into the page at once, with no request for it', () => {
  const api = fakeApi({});
  embed('/api/blogs', [{ ...POST, title: 'Visa guide' }]);
  renderAt('/blogs');
  expect(screen.getByRole('heading', { name: 'Visa guide' })).toBeInTheDocument();
  expect(api.calls).toEqual([]);
});

it('asks the API in a browser holding a session, and when the page holds nothing', async () => {
  document.documentElement.dataset.session = 'member';
  const api = fakeApi({ '/api/blogs/student-visa-guide': () => ok({ ...POST, title: 'From the API' }) });
  embed('/api/blogs/student-visa-guide', POST);
  renderAt('/blogs/student-visa-guide');
  expect(await screen.findByRole('heading', { level: 1, name: 'From the API' })).toBeInTheDocument();
  expect(api.calls.map((call) => call.url)).toEqual(['/api/blogs/student-visa-guide']);
});
