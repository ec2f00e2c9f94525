import { Route } from 'react-router-dom';
import { StandaloneShell, mountStandalone } from '@gradatlas/shared/ui';
import '@gradatlas/shared/styles.css';
import pages from './exposes/pages';

const { ExploreSection, UniversityDetailPage } = pages;

void mountStandalone(
  <StandaloneShell remoteLabel="Universities" links={[{ to: '/', label: 'Explore' }]}>
    <Route path="/" element={<ExploreSection />} />
    <Route path="/universities" element={<ExploreSection />} />
    <Route path="/university/:name" element={<UniversityDetailPage />} />
  </StandaloneShell>,
);
