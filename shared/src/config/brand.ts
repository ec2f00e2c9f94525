/** The product's name. Defined once; every page, title and e-mail reads it from here. */
export const BRAND_NAME = 'GradAtlas';

/** The brand's social profiles (footer, Contact Us). */
export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/gradatlas' },
  { label: 'X', href: 'https://x.com/gradatlas' },
  { label: 'Instagram', href: 'https://www.instagram.com/gradatlas' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/gradatlas' },
  { label: 'YouTube', href: 'https://www.youtube.com/@gradatlas' },
] as const;
