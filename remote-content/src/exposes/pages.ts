import type { ContentRemote } from '@gradatlas/shared/federation';
import { AboutUsPage } from '../features/about/pages/about-us-page';
import { BlogDetailPage } from '../features/blogs/pages/blog-detail-page';
import { BlogListPage } from '../features/blogs/pages/blog-list-page';
import { ContactUsPage } from '../features/contact/pages/contact-us-page';
import { CountryGuidesPage } from '../features/country-guides/pages/country-guides-page';
import { PopularCoursesPage } from '../features/courses/pages/popular-courses-page';
import { PrivacyPage } from '../features/legal/pages/privacy-page';
import { TermsPage } from '../features/legal/pages/terms-page';

const pages = {
  BlogListPage,
  BlogDetailPage,
  AboutUsPage,
  ContactUsPage,
  CountryGuidesPage,
  PopularCoursesPage,
  TermsPage,
  PrivacyPage,
} satisfies ContentRemote;

// Federation exposes need a default export; the host reads it with loadRemote.
export default pages;
