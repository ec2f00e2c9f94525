import { useState, type ChangeEvent, type FormEvent } from 'react';
import { newIdempotencyKey } from '../api/idempotency-key';
import { submitContact } from '../api/submit-contact';
import { CONTACT_MESSAGES } from '../messages';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactStatus =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** The contact form of SPEC sections 4, 5 and 8: idle, submitting, then success (cleared) or error. */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [status, setStatus] = useState<ContactStatus>({ kind: 'idle' });

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'submitting' || !event.currentTarget.checkValidity()) return;
    setStatus({ kind: 'submitting' });
    try {
      // A fresh key per submission; submitContact reuses it for its own retry.
      const result = await submitContact(
        {
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
        },
        newIdempotencyKey(),
      );
      if (result.success) {
        setValues(EMPTY);
        setStatus({ kind: 'success', message: CONTACT_MESSAGES.success });
      } else {
        setStatus({ kind: 'error', message: result.message?.trim() || CONTACT_MESSAGES.failed });
      }
    } catch {
      setStatus({ kind: 'error', message: CONTACT_MESSAGES.thrown });
    }
  };

  return { values, status, onChange, onSubmit };
}
