import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from './warning-icon.tsx';
import styles from './fields.module.css';

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
  /** `legend` for a group of controls (the multi-selects). */
  as?: 'label' | 'legend';
  children: (a11y: FieldA11y) => ReactNode;
}

/** Label, hint, warning icon and error message around one control, wired with aria-invalid/aria-describedby. */
export function FieldShell({ id, label, hint, error, as = 'label', children }: FieldShellProps) {
  const { t } = useTranslation('forms');
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
          <WarningIcon className={styles.icon} />
          <span className="visually-hidden">{t('errorPrefix')} </span>
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
