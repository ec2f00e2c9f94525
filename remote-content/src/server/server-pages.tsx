// The pages this remote draws on the site's server for a guest's first view
// (shared/src/federation/server-pages.ts): the blog list and a blog post,
// drawn by the same components as in the browser, from the API answer each
// asks first.
import type { ServerPages } from '@gradatlas/shared/federation';
import { drawPage } from '@gradatlas/shared/server-render';
import { blogPath } from '../features/blogs/api/get-blog';
import { BLOGS_PATH } from '../features/blogs/api/get-blogs';
import { BlogDetailPage } from '../features/blogs/pages/blog-detail-page';
import { BlogListPage } from '../features/blogs/pages/blog-list-page';

const PAGES = {
  BlogListPage: { element: <BlogListPage />, answerPath: () => BLOGS_PATH },
  BlogDetailPage: {
    element: <BlogDetailPage />,
    answerPath: (params: Readonly<Record<string, string>>) => (params.slug ? blogPath(params.slug) : undefined),
  },
} as const;

const pageOf = (name: string) => (Object.hasOwn(PAGES, name) ? PAGES[name as keyof typeof PAGES] : undefined);

const serverPages: ServerPages = {
  answerPath: ({ page, params }) => pageOf(page)?.answerPath(params),
  render(request, answer, assetsBase) {
    const page = pageOf(request.page);
    const answerPath = page?.answerPath(request.params);
    if (!page || answerPath === undefined) return undefined;
    return { html: drawPage({ ...request, page: page.element, answers: { [answerPath]: answer }, assetsBase }) };
  },
};

// Federation exposes need a default export; the site's server reads it with loadRemote.
export default serverPages;
