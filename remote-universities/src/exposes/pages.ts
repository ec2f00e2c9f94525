import type { UniversitiesRemote } from '@gradatlas/shared/federation';

// Each page is its own chunk, fetched when its route renders: the host's home
// page loads the explorer alone, not every page this remote has.
const pages: UniversitiesRemote = {
  ExploreSection: () => import(/* webpackChunkName: "explore-section" */ '../features/explore/components/explore-section').then((m) => ({ default: m.ExploreSection })),
  UniversityDetailPage: () => import(/* webpackChunkName: "university-detail-page" */ '../features/detail/pages/university-detail-page').then((m) => ({ default: m.UniversityDetailPage })),
  ShortlistPage: () => import(/* webpackChunkName: "shortlist-page" */ '../features/shortlist/pages/shortlist-page').then((m) => ({ default: m.ShortlistPage })),
  ComparePage: () => import(/* webpackChunkName: "compare-page" */ '../features/compare/pages/compare-page').then((m) => ({ default: m.ComparePage })),
};

// Federation exposes need a default export; the host reads it with loadRemote.
export default pages;
