import { Link } from '@gradatlas/shared/router';
import { formatLongDate, isoLocalDate } from '../format-date';
import type { LegalSection } from '../legal-types';
import '../legal.css';

interface LegalDocumentProps {
  title: string;
  sections: readonly LegalSection[];
}

/** The shared frame of /terms and /privacy: title, date, contents, numbered sections. */
export function LegalDocument({ title, sections }: LegalDocumentProps) {
  // SPEC: 'Last updated' shows the current date.
  const today = new Date();
  return (
    <div className="legal container section">
      <article className="legal__document">
        <header className="legal__header">
          <h1>{title}</h1>
          <p className="legal__updated">
            Last updated: <time dateTime={isoLocalDate(today)}>{formatLongDate(today)}</time>
          </p>
        </header>

        <nav className="legal__contents" aria-label="Contents">
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section, index) => (
          <section key={section.id} id={section.id} className="legal__section" aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>
              {index + 1}. {section.title}
            </h2>
            {section.content}
          </section>
        ))}

        <footer className="legal__footer">
          <Link to="/" className="btn btn-outline">
            Back to Home
          </Link>
        </footer>
      </article>
    </div>
  );
}
