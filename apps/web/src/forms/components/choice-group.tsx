import type { ChangeEvent } from 'react';
import { FieldShell } from '@agency/form-ui';
import styles from './choice-group.module.css';

export interface ChoiceGroupProps {
  id: string;
  /** The name the browser posts the choices under (the field's wire name). */
  name: string;
  label: string;
  hint?: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  /** Checkboxes (several) or radio buttons (one). */
  type: 'checkbox' | 'radio';
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** A checkbox value that stands for every other one: choosing it clears the rest, and choosing another clears it. */
  anyValue?: string;
}

/** A fieldset of native checkboxes or radio buttons, laid out as a wrapping row of tap-sized choices. */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { id, name, label, hint, error, options, type, value, onChange, onBlur, anyValue } = props;
  const change = (option: string) => (event: ChangeEvent<HTMLInputElement>) => {
    if (type === 'radio') return onChange([option]);
    if (!event.currentTarget.checked) return onChange(value.filter((v) => v !== option));
    if (anyValue !== undefined && option === anyValue) return onChange([anyValue]);
    return onChange([...value.filter((v) => v !== anyValue && v !== option), option]);
  };
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} as="legend">
      {(a11y) => (
        <div
          className={styles.choices}
          role={type === 'radio' ? 'radiogroup' : 'group'}
          aria-labelledby={undefined}
          aria-describedby={a11y['aria-describedby']}
          id={id}
          tabIndex={-1}
        >
          {options.map((option) => (
            <label key={option.value} className={styles.choice}>
              <input
                type={type}
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                onChange={change(option.value)}
                onBlur={onBlur}
                aria-invalid={a11y['aria-invalid'] || undefined}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      )}
    </FieldShell>
  );
}
