import type { ReactNode } from 'react';
import { NOT_AVAILABLE, type University } from '@gradatlas/shared/domain';
import './estimated-value.css';

const UNSTATED_METHOD = 'Estimated value; the method was not stated.';

interface EstimatedValueProps {
  university: University;
  field: keyof University;
  children: ReactNode;
}

/**
 * A value followed by a visible '(est.)' when the record lists the field as an
 * estimate. The note saying how it was estimated is the tooltip and is also read
 * out to screen readers. A missing value (N/A) is never marked.
 */
export function EstimatedValue({ university, field, children }: EstimatedValueProps) {
  const estimated = university.estimatedFields.includes(field) && university[field] !== NOT_AVAILABLE;
  if (!estimated) return <>{children}</>;
  const note = university.estimateNote || UNSTATED_METHOD;
  return (
    <>
      {children}{' '}
      <span className="estimate-mark" title={note}>
        (est.)<span className="visually-hidden"> {note}</span>
      </span>
    </>
  );
}
