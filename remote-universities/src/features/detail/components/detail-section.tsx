import type { ReactNode } from 'react';
import { Link } from '@gradatlas/shared/router';
import { DETAIL_TEXT } from '../messages';

export interface SectionLink {
  id: string;
  title: string;
}

/** The page's sections, in order; the tabs scroll to them. */
export const DETAIL_SECTIONS = {
  overview: { id: 'detail-overview', title: 'Overview' },
  programs: { id: 'detail-programs', title: 'Programs' },
  information: { id: 'detail-university-information', title: 'University Information' },
  admission: { id: 'detail-admission-requirements', title: 'Admission Requirements' },
  rankings: { id: 'detail-rankings', title: 'Rankings' },
  faqs: { id: 'detail-faqs', title: 'FAQs' },
} as const satisfies Record<string, SectionLink>;

interface DetailSectionProps {
  section: SectionLink;
  /** Guests see a 'Login Required' message instead of the content. */
  locked: boolean;
  children: ReactNode;
}

export function DetailSection({ section, locked, children }: DetailSectionProps) {
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} className="detail-section card" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-section__title">
        {section.title}
      </h2>
      {locked ? <LoginRequired topic={section.title} /> : children}
    </section>
  );
}

function LoginRequired({ topic }: { topic: string }) {
  return (
    <div className="login-required">
      <span className="login-required__icon" aria-hidden="true">
        🔒
      </span>
      <h3 className="login-required__title">{DETAIL_TEXT.loginRequired}</h3>
      <p>Log in to see the {topic.toLowerCase()} of this university.</p>
      <Link className="btn btn-primary" to="/login">
        Login
      </Link>
    </div>
  );
}
