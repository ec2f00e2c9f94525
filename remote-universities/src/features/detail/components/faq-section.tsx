import { NOT_AVAILABLE, type University } from '@gradatlas/shared/domain';
import { DETAIL_SECTIONS, DetailSection } from './detail-section';

interface FaqSectionProps {
  university: University;
  loggedIn: boolean;
}

/** Questions and answers as disclosure widgets (signed-in users). */
export function FaqSection({ university, loggedIn }: FaqSectionProps) {
  return (
    <DetailSection section={DETAIL_SECTIONS.faqs} locked={!loggedIn}>
      {university.faqs.length ? (
        <div className="faq-list">
          {university.faqs.map((faq) => (
            <details key={faq.question} className="faq">
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      ) : (
        <p>{NOT_AVAILABLE}</p>
      )}
    </DetailSection>
  );
}
