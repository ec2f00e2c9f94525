import { Link } from '@gradatlas/shared/router';
import type { LegalContext, LegalSection } from './legal-types';

/** Thirteen sections of SPEC section 2 "Terms of Service", in that order. */
export function termsSections({ brand, contactEmail }: LegalContext): LegalSection[] {
  return [
    {
      id: 'acceptance',
      title: 'Acceptance of Terms',
      content: (
        <p>
          By visiting or using the {brand} website and its services, you agree to these Terms of Service. If you
          do not agree, please do not use the service.
        </p>
      ),
    },
    {
      id: 'service',
      title: 'Description of Service',
      content: (
        <>
          <p>{brand} helps prospective international students plan graduate study. The service includes:</p>
          <ul>
            <li>a searchable listing of universities in the USA and Canada, with a detail page for each;</li>
            <li>Rate My Chances, a tool that estimates admission chances from the scores you enter;</li>
            <li>articles, country guides and course guides;</li>
            <li>a contact form, and links to book free one-on-one counseling with our team.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'accounts',
      title: 'User Accounts',
      content: (
        <>
          <p>
            Some features, such as full university data and Rate My Chances, need you to sign in with a
            third-party identity provider account. You are responsible for keeping that account secure and for
            the activity that takes place through your {brand} session.
          </p>
          <p>
            We may suspend or terminate an account that breaks these terms, that is used to harm the service or
            other people, or where we are required to do so by law.
          </p>
        </>
      ),
    },
    {
      id: 'conduct',
      title: 'User Conduct',
      content: (
        <>
          <p>When using {brand}, you agree not to:</p>
          <ul>
            <li>break any applicable law or regulation;</li>
            <li>submit false, misleading or someone else’s personal information;</li>
            <li>copy, scrape or harvest data from the service by automated means without our written permission;</li>
            <li>try to gain unauthorised access to the service, its servers or other users’ accounts;</li>
            <li>interfere with the service, for example by overloading it or spreading malicious code;</li>
            <li>send spam, abuse or harassment through the contact form or any other channel.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'privacy',
      title: 'Privacy',
      content: (
        <p>
          Our <Link to="/privacy">Privacy Policy</Link> explains what information we collect, how we use it and
          the choices you have. It forms part of these terms.
        </p>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      content: (
        <p>
          The {brand} name, logo, design, articles and other original content belong to {brand} or its licensors
          and are protected by intellectual property laws. You may read and share links to our pages for personal,
          non-commercial use. Any other copying, republishing or commercial use needs our written permission.
          University names and trademarks belong to their owners.
        </p>
      ),
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      content: (
        <>
          <p>
            The service is provided “as is” and “as available”. We work to keep university information accurate,
            but fees, requirements, deadlines and rankings change, and some figures come from third-party sources.
            Always confirm details with the university and the relevant government authority before you act.
          </p>
          <p>
            Admission chance estimates are guidance based on the information you enter. They are not a promise of
            admission, a scholarship or a visa, which are decided by universities and governments alone.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      content: (
        <p>
          To the fullest extent permitted by law, {brand} is not liable for any indirect, incidental, special or
          consequential loss arising from your use of the service or your reliance on its content, including
          decisions about applications, admissions, finances or visas.
        </p>
      ),
    },
    {
      id: 'third-party-links',
      title: 'Third-Party Links',
      content: (
        <p>
          The service links to websites we do not control, including university websites, the identity provider
          you sign in with and the external booking page for counseling sessions. Their own terms and privacy
          policies apply, and we are not responsible for their content or practices.
        </p>
      ),
    },
    {
      id: 'termination',
      title: 'Termination',
      content: (
        <p>
          You may stop using {brand} at any time. We may suspend or end your access to all or part of the service
          if you break these terms or if we stop offering the service. The sections on intellectual property,
          disclaimers, limitation of liability and governing law continue to apply after termination.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to These Terms',
      content: (
        <p>
          We may update these terms from time to time. For material revisions we will give at least 30 days
          notice on this website before they take effect. The date at the top of this page shows when the terms
          were last updated. Continuing to use the service after changes take effect means you accept them.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing Law',
      content: (
        <p>
          These terms are governed by the laws of India. Any dispute arising from them or from your use of the
          service is subject to the jurisdiction of the courts of India.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact Us',
      content: (
        <p>
          Questions about these terms? Email us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </p>
      ),
    },
  ];
}
