import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from './field-shell.tsx';
import styles from './fields.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  options: readonly SelectOption[];
  /** Text of the empty first option; defaults to "Select…". */
  placeholder?: string;
}

export function SelectField({ id, label, hint, error, options, placeholder, ...select }: SelectFieldProps) {
  const { t } = useTranslation('forms');
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(a11y) => (
        <select className={`${styles.control} ${styles.select}`} {...select} {...a11y}>
          <option value="">{placeholder ?? t('choose')}</option>
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
