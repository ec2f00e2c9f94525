// For the blog page tests: Jest turns every image file into one stub string,
// so the real module's choice between a post's own image and the default
// could not be seen. This stands in for `./blog-images` with distinct
// addresses and the real choosing rule (pickImage).
import type * as BlogImages from './blog-images';

export function blogImagesWithDistinctAddresses(): typeof BlogImages {
  const actual = jest.requireActual<typeof BlogImages>('./blog-images');
  return {
    ...actual,
    DEFAULT_BLOG_IMAGE: '/img/default.svg',
    blogImageFor: (slug: string) => actual.pickImage(slug, { 'student-visa-guide': '/img/visa.svg' }, '/img/default.svg'),
  };
}
