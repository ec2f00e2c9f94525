import { useContactForm } from '../hooks/use-contact-form';

function Required() {
  return (
    <span className="contact-form__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

export function ContactForm() {
  const { values, status, onChange, onSubmit } = useContactForm();
  const submitting = status.kind === 'submitting';

  return (
    <form className="contact-form" onSubmit={(event) => void onSubmit(event)} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send Us a Message</h2>
      <div className="contact-form__row">
        <label className="contact-form__field">
          <span>
            Name
            <Required />
          </span>
          <input name="name" type="text" autoComplete="name" required value={values.name} onChange={onChange} />
        </label>
        <label className="contact-form__field">
          <span>
            Email
            <Required />
          </span>
          <input name="email" type="email" autoComplete="email" required value={values.email} onChange={onChange} />
        </label>
      </div>
      <div className="contact-form__row">
        <label className="contact-form__field">
          <span>Phone</span>
          <input
            name="phone"
            type="tel"
            autoComplete="tel"
            placeholder="Include country code (e.g., +1 for US)"
            value={values.phone}
            onChange={onChange}
          />
        </label>
        <label className="contact-form__field">
          <span>
            Subject
            <Required />
          </span>
          <input name="subject" type="text" required value={values.subject} onChange={onChange} />
        </label>
      </div>
      <label className="contact-form__field">
        <span>
          Message
          <Required />
        </span>
        <textarea name="message" rows={5} required value={values.message} onChange={onChange} />
      </label>
      <p className="contact-form__note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {submitting ? 'Sending...' : 'Send Message'}
      </button>
      {status.kind === 'success' && (
        <p className="contact-form__status contact-form__status--success" role="status">
          {status.message}
        </p>
      )}
      {status.kind === 'error' && (
        <p className="contact-form__status contact-form__status--error" role="alert">
          {status.message}
        </p>
      )}
    </form>
  );
}
