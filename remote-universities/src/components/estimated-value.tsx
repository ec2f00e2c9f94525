import { useId, type ReactNode } from 'react';
import { NOT_AVAILABLE, type University } from '@gradatlas/shared/domain';
import './estimated-value.css';

/** Said of an estimated figure whose record does not say how it was estimated. */
export const UNSTATED_ESTIMATE_METHOD = 'Estimated value; the method was not stated.';

interface EstimatedValueProps {
  university: University;
  field: keyof University;
  children: ReactNode;
}

/**
 * A value followed by an '(est.)' button when the record lists the field as an
 * estimate. The button opens the note saying how it was estimated, by tap,
 * click or keyboard: a native popover, so the browser gives the button its
 * expanded state, closes the note on Escape or a tap elsewhere, and no script
 * of ours runs for it. A missing value (N/A) is never marked.
 */
export function EstimatedValue({ university, field, children }: EstimatedValueProps) {
  const noteId = useId();
  const estimated = university.estimatedFields.includes(field) && university[field] !== NOT_AVAILABLE;
  if (!estimated) return <>{children}</>;
  const note = university.estimateNote || UNSTATED_ESTIMATE_METHOD;
  return (
    <>
      {children}{' '}
      <button type="button" className="estimate-mark" popoverTarget={noteId}>
        (est.)
      </button>
      <span id={noteId} className="estimate-note" popover="auto" role="note">
        {note}
      </span>
    </>
  );
}
