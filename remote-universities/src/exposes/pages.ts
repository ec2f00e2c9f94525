import type { UniversitiesRemote } from '@gradatlas/shared/federation';
import { ExploreSection } from '../features/explore/components/explore-section';
import { UniversityDetailPage } from '../features/detail/pages/university-detail-page';
import { ComparePage } from '../features/compare/pages/compare-page';
import { ShortlistPage } from '../features/shortlist/pages/shortlist-page';

const pages = { ExploreSection, UniversityDetailPage, ShortlistPage, ComparePage } satisfies UniversitiesRemote;

// Federation exposes need a default export; the host reads it with loadRemote.
export default pages;
