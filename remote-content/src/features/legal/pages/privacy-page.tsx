import { BRAND_NAME, getRuntimeConfig } from '@gradatlas/shared/config';
import { LegalDocument } from '../components/legal-document';
import { privacySections } from '../privacy-content';

export function PrivacyPage() {
  const sections = privacySections({ brand: BRAND_NAME, contactEmail: getRuntimeConfig().contactEmail });
  return <LegalDocument title="Privacy Policy" sections={sections} />;
}
