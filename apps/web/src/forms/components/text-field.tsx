import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from './field-shell.tsx';
import styles from './fields.module.css';

interface Common {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}

export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
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
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(a11y) => <textarea className={`${styles.control} ${styles.textarea}`} {...area} {...a11y} />}
    </FieldShell>
  );
}

type FieldProps = Common & InputHTMLAttributes<HTMLInputElement>;

/** Digits only (spec): the numeric keypad on phones, with the format explained. */
export function PhoneField(props: FieldProps) {
  const { t } = useTranslation('forms');
  return <TextField type="tel" autoComplete="tel" hint={t('hints.phone')} {...props} />;
}

export function EmailField(props: FieldProps) {
  const { t } = useTranslation('forms');
  return (
    <TextField type="email" autoComplete="email" spellCheck={false} hint={t('hints.email')} {...props} />
  );
}
