import { Route } from '@gradatlas/shared/router';
import { StandaloneShell, mountStandalone, standalonePages } from '@gradatlas/shared/standalone';
import '@gradatlas/shared/styles.css';
import loaders from './exposes/pages';

const links = [
  { to: '/blogs', label: 'Blogs' },
  { to: '/about-us', label: 'About Us' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/country-guides', label: 'Country Guides' },
  { to: '/popular-courses', label: 'Popular Courses' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
];

const pages = standalonePages(loaders);

void mountStandalone(
  <StandaloneShell remoteLabel="Content" links={links}>
    <Route path="/" element={<pages.CountryGuidesPage />} />
    <Route path="/blogs" element={<pages.BlogListPage />} />
    <Route path="/blogs/:slug" element={<pages.BlogDetailPage />} />
    <Route path="/about-us" element={<pages.AboutUsPage />} />
    <Route path="/contact-us" element={<pages.ContactUsPage />} />
    <Route path="/country-guides" element={<pages.CountryGuidesPage />} />
    <Route path="/popular-courses" element={<pages.PopularCoursesPage />} />
    <Route path="/terms" element={<pages.TermsPage />} />
    <Route path="/privacy" element={<pages.PrivacyPage />} />
  </StandaloneShell>,
);
