import { BRAND_NAME, getRuntimeConfig } from '@gradatlas/shared/config';
import { LegalDocument } from '../components/legal-document';
import { termsSections } from '../terms-content';

export function TermsPage() {
  const sections = termsSections({ brand: BRAND_NAME, contactEmail: getRuntimeConfig().contactEmail });
  return <LegalDocument title="Terms of Service" sections={sections} />;
}
