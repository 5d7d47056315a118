import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useFormTexts } from './form-texts.tsx';
import styles from './form-ui.module.css';

export interface FieldA11y {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export interface FieldShellProps {
  id: string;
  label: string;
  hint?: string;
  /** The message in words, shown only once the field is touched or the form submitted. */
  error?: string;
  /** `legend` for a group of controls (the multi-selects, the CV upload). */
  as?: 'label' | 'legend';
  children: (a11y: FieldA11y) => ReactNode;
}

/** Label, hint, warning icon and error message around one control, wired with aria-invalid/aria-describedby. */
export function FieldShell({ id, label, hint, error, as = 'label', children }: FieldShellProps) {
  const { errorPrefix } = useFormTexts();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const body = (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <WarningIcon />
          <span className="visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      )}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
    </>
  );
  if (as === 'legend')
    return (
      <fieldset className={`${styles.field} ${styles.fieldset}`} data-invalid={Boolean(error) || undefined}>
        <legend className={styles.label}>{label}</legend>
        {body}
      </fieldset>
    );
  return (
    <div className={styles.field} data-invalid={Boolean(error) || undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {body}
    </div>
  );
}

/** The field warning icon of the old site; decorative, the message beside it says what is wrong. */
function WarningIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M12 2 1 21h22L12 2Zm0 5.5 7.5 12.5h-15L12 7.5ZM11 11v4h2v-4h-2Zm0 5.5v2h2v-2h-2Z"
      />
    </svg>
  );
}

interface FieldText {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}

export type TextFieldProps = FieldText & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ id, label, hint, error, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(a11y) => <input className={styles.control} type="text" {...input} {...a11y} />}
    </FieldShell>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  error,
  ...area
}: FieldText & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(a11y) => <textarea className={`${styles.control} ${styles.textarea}`} {...area} {...a11y} />}
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldText &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly SelectOption[];
    /** Text of the empty first option; defaults to the form texts' "Select…". */
    placeholder?: string;
  };

export function SelectField({ id, label, hint, error, options, placeholder, ...select }: SelectFieldProps) {
  const { choose } = useFormTexts();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(a11y) => (
        <select className={`${styles.control} ${styles.select}`} {...select} {...a11y}>
          <option value="">{placeholder ?? choose}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
