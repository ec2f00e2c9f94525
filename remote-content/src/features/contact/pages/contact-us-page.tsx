import { BRAND_NAME, SOCIAL_LINKS, getRuntimeConfig } from '@gradatlas/shared/config';
import { CounselingLink, Loading } from '@gradatlas/shared/ui';
import { ContactForm } from '../components/contact-form';
import { CONTACT_FAQS } from '../contact-data';
import { useRequestSettled } from '../../../hooks/use-request-settled';
import { getContactInfo } from '../api/get-contact-info';
import '../../../styles/page-parts.css';
import '../contact.css';

export function ContactUsPage() {
  const settled = useRequestSettled(getContactInfo);
  if (!settled) return <Loading />;

  const email = getRuntimeConfig().contactEmail;
  return (
    <div className="contact">
      <section className="page-hero contact__hero">
        <div className="container">
          <h1>Contact Us</h1>
          <p>Questions about universities, applications or counseling? Send us a message and we will get back to you.</p>
        </div>
      </section>

      <div className="container section contact__layout">
        <aside className="contact__aside">
          <section className="card contact__card" aria-labelledby="contact-email">
            <h2 id="contact-email">Email Us</h2>
            <p>Write to us any time:</p>
            <a href={`mailto:${email}`} className="contact__email">
              {email}
            </a>
          </section>
          <section className="card contact__card" aria-labelledby="contact-social">
            <h2 id="contact-social">Follow Us</h2>
            <ul className="contact__social">
              {SOCIAL_LINKS.map((link) => (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </aside>
        <div className="card contact__form-card">
          <ContactForm />
        </div>
      </div>

      <section className="container section contact__faq" aria-labelledby="contact-faq">
        <h2 id="contact-faq">Frequently Asked Questions</h2>
        <div className="contact__faq-list">
          {CONTACT_FAQS.map((faq) => (
            <details key={faq.question} className="contact__faq-item">
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="contact__cta" aria-labelledby="contact-cta">
        <div className="container">
          <h2 id="contact-cta">Prefer to Talk?</h2>
          <p>Book a free one-on-one session with a {BRAND_NAME} counselor.</p>
          <CounselingLink className="btn btn-primary cta-on-dark contact__cta-button">Book Free Counseling</CounselingLink>
        </div>
      </section>
    </div>
  );
}
