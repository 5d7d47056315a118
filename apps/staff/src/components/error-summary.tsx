// The error summary pattern: after a failed submit, a box titled "There is a problem" takes focus and links each
// message to its field.
import { useEffect, useRef } from 'react';
import { useI18n } from '../i18n/i18n.tsx';

export interface FieldMessage {
  /** The field's id, or null for a message about the whole form. */
  field: string | null;
  message: string;
}

export function ErrorSummary({ errors }: { errors: FieldMessage[] }) {
  const { m } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
  }, [errors]);
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{m.errors.summary}</h2>
      <ul>
        {errors.map((error) => (
          <li key={`${error.field}-${error.message}`}>
            {error.field ? <a href={`#${error.field}`}>{error.message}</a> : error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A labelled input with its error message wired up (aria-invalid, aria-describedby). */
export function TextField(props: {
  id: string;
  label: string;
  type?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete?: string;
  hint?: string;
}) {
  const { id, label, type = 'text', value, onChange, error, autoComplete, hint } = props;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
