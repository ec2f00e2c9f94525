import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  /** The server's problem with this field, shown under it and tied to it. */
  error?: string;
  /** What the field expects, always shown under it. */
  hint?: ReactNode;
  /** Shown with the error, under it (a question with a one-tap answer). */
  errorAction?: ReactNode;
  wide?: boolean;
  children: (described: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/**
 * One labelled input of the calculator with its hint and its error beside it:
 * the input says it is invalid and names both as its description, so a
 * screen reader reads the problem with the field.
 */
export function FormField({ id, label, error, hint, errorAction, wide = false, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`calculator-form__field${wide ? ' calculator-form__field--wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(error ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint && (
        <p id={hintId} className="calculator-form__hint">
          {hint}
        </p>
      )}
      {error && (
        <div className="calculator-form__error">
          <p id={errorId}>{error}</p>
          {errorAction}
        </div>
      )}
    </div>
  );
}
