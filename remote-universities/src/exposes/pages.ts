import type { UniversitiesRemote } from '@gradatlas/shared/federation';
import { ExploreSection } from '../features/explore/components/explore-section';
import { UniversityDetailPage } from '../features/detail/pages/university-detail-page';

const pages = { ExploreSection, UniversityDetailPage } satisfies UniversitiesRemote;

// Federation exposes need a default export; the host reads it with loadRemote.
export default pages;
