import { Route } from '@gradatlas/shared/router';
import { StandaloneShell, mountStandalone, standalonePages } from '@gradatlas/shared/standalone';
import '@gradatlas/shared/styles.css';
import loaders from './exposes/pages';

const pages = standalonePages(loaders);
const { ExploreSection, UniversityDetailPage, ShortlistPage, ComparePage } = pages;

void mountStandalone(
  <StandaloneShell remoteLabel="Universities" links={[
      { to: '/', label: 'Explore' },
      { to: '/shortlist', label: 'Shortlist' },
    ]}>
    <Route path="/" element={<ExploreSection />} />
    <Route path="/universities" element={<ExploreSection />} />
    <Route path="/university/:name" element={<UniversityDetailPage />} />
    <Route path="/shortlist" element={<ShortlistPage />} />
    <Route path="/compare" element={<ComparePage />} />
  </StandaloneShell>,
);
