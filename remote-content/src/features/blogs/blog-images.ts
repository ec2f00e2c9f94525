import choosingUniversity from './images/choosing-university.svg';
import defaultImage from './images/default.svg';
import graduateSchoolAdmissions from './images/graduate-school-admissions.svg';
import internationalStudentLife from './images/international-student-life.svg';
import letterOfRecommendation from './images/letter-of-recommendation.svg';
import scholarshipTips from './images/scholarship-tips.svg';
import statementOfPurpose from './images/statement-of-purpose.svg';
import studentVisaGuide from './images/student-visa-guide.svg';
import studyAbroadApplicationGuide from './images/study-abroad-application-guide.svg';

/** Posts whose cover image ships with the site instead of coming from the API. */
export const LOCAL_BLOG_IMAGE_SLUGS = [
  'study-abroad-application-guide',
  'student-visa-guide',
  'international-student-life',
  'graduate-school-admissions',
  'statement-of-purpose',
  'letter-of-recommendation',
  'choosing-university',
  'scholarship-tips',
] as const;

type LocalImageSlug = (typeof LOCAL_BLOG_IMAGE_SLUGS)[number];

/** One illustration per slug of SPEC section 9; typed so a missing one fails the build. */
export const BLOG_IMAGES: Record<LocalImageSlug, string> = {
  'study-abroad-application-guide': studyAbroadApplicationGuide,
  'student-visa-guide': studentVisaGuide,
  'international-student-life': internationalStudentLife,
  'graduate-school-admissions': graduateSchoolAdmissions,
  'statement-of-purpose': statementOfPurpose,
  'letter-of-recommendation': letterOfRecommendation,
  'choosing-university': choosingUniversity,
  'scholarship-tips': scholarshipTips,
};

export const DEFAULT_BLOG_IMAGE = defaultImage;

/** The image of `slug` in `images`, or `fallback`; own keys only, so "constructor" is unknown too. */
export function pickImage(slug: string, images: Readonly<Record<string, string>>, fallback: string): string {
  return Object.hasOwn(images, slug) ? (images[slug] ?? fallback) : fallback;
}

/** The local illustration for a post, or the default one for an unknown slug. */
export function blogImageFor(slug: string): string {
  return pickImage(slug, BLOG_IMAGES, DEFAULT_BLOG_IMAGE);
}
