import type { LegalContext, LegalSection } from './legal-types';

/** Thirteen sections of SPEC section 2 "Privacy Policy", in that order. */
export function privacySections({ brand, contactEmail }: LegalContext): LegalSection[] {
  const email = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return [
    {
      id: 'introduction',
      title: 'Introduction',
      content: (
        <p>
          This Privacy Policy explains how {brand} collects, uses and protects your personal information when you
          use our website and services, and the choices you have about it.
        </p>
      ),
    },
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      content: (
        <>
          <p>Depending on how you use {brand}, we may collect:</p>
          <ul>
            <li>
              <strong>Name and email address</strong>, when you sign in or send us a message;
            </li>
            <li>
              <strong>Profile information</strong> you choose to give us, such as test scores, GPA and the
              countries or universities you are interested in;
            </li>
            <li>
              <strong>Communication preferences</strong>, such as whether you want to hear from us;
            </li>
            <li>
              <strong>Identity-provider account information</strong>: when you sign in with a third-party account,
              the provider shares basic details such as your name, email address and an account identifier;
            </li>
            <li>
              <strong>Usage data</strong>, such as the pages you visit, searches you run, your browser and device
              type, and the date and time of your requests;
            </li>
            <li>
              <strong>Cookies and browser storage</strong>, which keep you signed in and make the site work.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'use',
      title: 'How We Use Your Information',
      content: (
        <ul>
          <li>to provide the service, including full university data and admission chance estimates;</li>
          <li>to keep you signed in and protect your account;</li>
          <li>to answer your messages and counseling requests;</li>
          <li>to understand how the site is used, fix problems and improve it;</li>
          <li>to send you updates, only where you have agreed to receive them;</li>
          <li>to meet our legal obligations.</li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: 'How We Share Information',
      content: (
        <p>
          We do not sell your personal information. We share it only with service providers who help us run
          {` ${brand}`} (such as hosting) under obligations to protect it, when you ask us to (for example, to
          arrange a counseling session), or when the law requires it.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'Data Security',
      content: (
        <p>
          We use reasonable technical and organisational measures to protect your information, such as encrypted
          connections and limited access. No method of transmission or storage is completely secure, so we cannot
          guarantee absolute security.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'Data Retention',
      content: (
        <p>
          We keep personal information only for as long as we need it for the purposes described here, or as long
          as the law requires. When it is no longer needed, we delete or anonymise it.
        </p>
      ),
    },
    {
      id: 'rights',
      title: 'Your Rights',
      content: (
        <>
          <p>Subject to applicable law, you can ask us to:</p>
          <ul>
            <li>
              <strong>Access</strong> the personal information we hold about you;
            </li>
            <li>
              <strong>Delete</strong> your personal information;
            </li>
            <li>
              <strong>Opt out</strong> of marketing communications at any time;
            </li>
            <li>
              <strong>Port</strong> your data: receive a copy in a commonly used, machine-readable format.
            </li>
          </ul>
          <p>To make a request, email us at {email}.</p>
        </>
      ),
    },
    {
      id: 'third-parties',
      title: 'Third-Party Services',
      content: (
        <p>
          {brand} relies on third-party services, including the identity provider you sign in with and the
          external booking page for counseling sessions. Those services collect and use information under their
          own privacy policies, which we encourage you to read.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children’s Privacy',
      content: (
        <p>
          {brand} is meant for prospective university students and is not directed at children under 13. We do
          not knowingly collect personal information from children under 13. If you believe a child has given us
          information, contact us and we will delete it.
        </p>
      ),
    },
    {
      id: 'international-transfers',
      title: 'International Data Transfers',
      content: (
        <p>
          Our users and service providers are in different countries, so your information may be processed
          outside the country where you live. When that happens, we take steps to keep it protected as described
          in this policy.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      content: (
        <p>
          We may update this policy from time to time. We will post the new version on this page and change the
          date at the top. For significant changes we will give a more prominent notice.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact Us',
      content: <p>Questions about this policy or your information? Email us at {email}.</p>,
    },
    {
      id: 'governing-law',
      title: 'Governing Law',
      content: <p>This Privacy Policy is governed by the laws of India.</p>,
    },
  ];
}
