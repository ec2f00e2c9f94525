import type { ContentRemote } from '@gradatlas/shared';
import { AboutUsPage } from '../features/about/about-us-page';
import { BlogDetailPage } from '../features/blogs/blog-detail-page';
import { BlogListPage } from '../features/blogs/blog-list-page';
import { ContactUsPage } from '../features/contact/contact-us-page';
import { CountryGuidesPage } from '../features/country-guides/country-guides-page';
import { PopularCoursesPage } from '../features/courses/popular-courses-page';
import { PrivacyPage } from '../features/legal/privacy-page';
import { TermsPage } from '../features/legal/terms-page';

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
