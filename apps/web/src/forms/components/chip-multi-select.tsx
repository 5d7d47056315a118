import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell, type SelectOption } from '@agency/form-ui';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './chip-multi-select.module.css';

export interface ChipMultiSelectProps {
  id: string;
  /** The name the browser posts the choices under (the field's wire name). */
  name: string;
  label: string;
  error?: string;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
}

/**
 * A multi-select: a toggle button opens a panel of checkboxes (native, so Space/Tab work everywhere); what is
 * chosen shows as chips, each removable with its button (or Delete/Backspace). Escape closes the panel and puts
 * focus back on the toggle. Selecting appends (never twice); removing deletes.
 */
export function ChipMultiSelect({
  id,
  name,
  label,
  error,
  options,
  value,
  onChange,
  onBlur,
}: ChipMultiSelectProps) {
  // Before scripts run (or without them) the checkboxes are simply shown: the browser posts what is ticked.
  const hydrated = useHydrated();
  const { t } = useTranslation('forms');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const chipsRef = useRef<HTMLUListElement>(null);
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;

  const toggle = (v: string, checked: boolean) =>
    onChange(checked ? (value.includes(v) ? [...value] : [...value, v]) : value.filter((x) => x !== v));

  const remove = (v: string, index: number) => {
    const next = value.filter((x) => x !== v);
    onChange(next);
    onBlur?.();
    // Keep focus in the widget: on the chip that took this one's place, else the toggle.
    requestAnimationFrame(() => {
      const buttons = chipsRef.current?.querySelectorAll('button');
      const target = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      (target ?? toggleRef.current)?.focus();
    });
  };

  const close = () => {
    setOpen(false);
    onBlur?.();
    toggleRef.current?.focus();
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <FieldShell id={id} label={label} error={error} as="legend">
      {(a11y) => (
        <div className={styles.widget}>
          {value.length > 0 ? (
            <ul className={styles.chips} ref={chipsRef} aria-label={label}>
              {value.map((v, index) => (
                <li key={v} className={styles.chip}>
                  <span>{labelOf(v)}</span>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('multiSelect.remove', { item: labelOf(v) })}
                    onClick={() => remove(v, index)}
                    onKeyDown={(event) => {
                      if (event.key === 'Delete' || event.key === 'Backspace') {
                        event.preventDefault();
                        remove(v, index);
                      }
                    }}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.none}>{t('multiSelect.noneSelected')}</p>
          )}
          <button
            ref={toggleRef}
            hidden={!hydrated}
            type="button"
            className={styles.toggle}
            id={a11y.id}
            aria-expanded={open}
            aria-controls={panelId}
            aria-describedby={a11y['aria-describedby']}
            onClick={() => (open ? close() : setOpen(true))}
          >
            {t('multiSelect.choose', { label })}
            <span className={styles.count}> ({t('multiSelect.selectedCount', { count: value.length })})</span>
            <span aria-hidden="true" className={styles.caret} />
          </button>
          <div id={panelId} className={styles.panel} hidden={hydrated && !open} onKeyDown={onPanelKeyDown}>
            {options.map((o) => (
              <label key={o.value} className={styles.option}>
                <input
                  type="checkbox"
                  name={name}
                  value={o.value}
                  checked={value.includes(o.value)}
                  aria-invalid={a11y['aria-invalid'] || undefined}
                  onChange={(event) => toggle(o.value, event.currentTarget.checked)}
                />
                {o.label}
              </label>
            ))}
            <button type="button" className={styles.done} onClick={close} hidden={!hydrated}>
              {t('multiSelect.done')}
            </button>
          </div>
        </div>
      )}
    </FieldShell>
  );
}
