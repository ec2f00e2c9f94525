// The pages this remote draws on the site's server for a guest's first view
// (shared/src/federation/server-pages.ts): the explorer (the home page's list)
// and a university's page, drawn by the same components as in the browser,
// from the API answer each asks first.
import type { ServerPages } from '@gradatlas/shared/federation';
import { drawPage } from '@gradatlas/shared/server-render';
import { universityPath } from '../features/detail/api/get-university';
import { UniversityDetailPage } from '../features/detail/pages/university-detail-page';
import { listRequestPath } from '../features/explore/api/get-universities';
import { ExploreSection } from '../features/explore/components/explore-section';
import { filtersFromUrl } from '../features/explore/explore-url';

const PAGES = {
  ExploreSection: {
    element: <ExploreSection />,
    answerPath: (search: string) => listRequestPath(filtersFromUrl(new URLSearchParams(search)), 1, false),
  },
  UniversityDetailPage: {
    element: <UniversityDetailPage />,
    answerPath: (_search: string, params: Readonly<Record<string, string>>) => (params.name ? universityPath(params.name, false) : undefined),
  },
} as const;

const pageOf = (name: string) => (Object.hasOwn(PAGES, name) ? PAGES[name as keyof typeof PAGES] : undefined);

const serverPages: ServerPages = {
  answerPath: ({ page, search, params }) => pageOf(page)?.answerPath(search, params),
  render(request, answer, assetsBase) {
    const page = pageOf(request.page);
    const answerPath = page?.answerPath(request.search, request.params);
    if (!page || answerPath === undefined) return undefined;
    return { html: drawPage({ ...request, page: page.element, answers: { [answerPath]: answer }, assetsBase }) };
  },
};

// Federation exposes need a default export; the site's server reads it with loadRemote.
export default serverPages;
