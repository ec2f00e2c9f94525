import type { ContentRemote } from '@gradatlas/shared/federation';

// Each page is its own chunk, fetched when its route renders: the host's home
// page loads the explorer alone, not every page this remote has.
const pages: ContentRemote = {
  BlogListPage: () => import(/* webpackChunkName: "blog-list-page" */ '../features/blogs/pages/blog-list-page').then((m) => ({ default: m.BlogListPage })),
  BlogDetailPage: () => import(/* webpackChunkName: "blog-detail-page" */ '../features/blogs/pages/blog-detail-page').then((m) => ({ default: m.BlogDetailPage })),
  AboutUsPage: () => import(/* webpackChunkName: "about-us-page" */ '../features/about/pages/about-us-page').then((m) => ({ default: m.AboutUsPage })),
  ContactUsPage: () => import(/* webpackChunkName: "contact-us-page" */ '../features/contact/pages/contact-us-page').then((m) => ({ default: m.ContactUsPage })),
  CountryGuidesPage: () => import(/* webpackChunkName: "country-guides-page" */ '../features/country-guides/pages/country-guides-page').then((m) => ({ default: m.CountryGuidesPage })),
  PopularCoursesPage: () => import(/* webpackChunkName: "popular-courses-page" */ '../features/courses/pages/popular-courses-page').then((m) => ({ default: m.PopularCoursesPage })),
  TermsPage: () => import(/* webpackChunkName: "terms-page" */ '../features/legal/pages/terms-page').then((m) => ({ default: m.TermsPage })),
  PrivacyPage: () => import(/* webpackChunkName: "privacy-page" */ '../features/legal/pages/privacy-page').then((m) => ({ default: m.PrivacyPage })),
};

// Federation exposes need a default export; the host reads it with loadRemote.
export default pages;
