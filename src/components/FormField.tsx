/** A labelled form field with an optional hint and an error line beside it (announced with role="alert"). */
import { useId, type ReactElement } from 'react';
import { cloneElement } from 'react';

export interface FormFieldProps {
  label: string;
  hint?: string;
  error?: string | undefined;
  /** One input or select; it receives the id, aria-invalid and aria-describedby. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** Renders label, control, then the error (or the hint when there is no error). */
export function FormField({ label, hint, error, children }: FormFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': note ? noteId : undefined,
      })}
      {error ? (
        <p id={noteId} className="field-error" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={noteId} className="field-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** A form-wide error line (announced with role="alert"); nothing when `message` is empty. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
