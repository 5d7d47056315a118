import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form-messages.module.css';

export interface SummaryItem {
  /** id of the control to focus. */
  id: string;
  message: string;
}

export interface ErrorSummaryProps {
  items: readonly SummaryItem[];
  /** Changes on every failed submit: the summary takes focus each time. */
  focusKey: number;
}

/**
 * The GOV.UK error summary: "There is a problem", then a link per problem to its field. It takes focus after a
 * failed submit so screen reader and keyboard users land on it.
 */
export function ErrorSummary({ items, focusKey }: ErrorSummaryProps) {
  const { t } = useTranslation('forms');
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);

  if (items.length === 0) return null;
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.summaryTitle}>
        {t('summary.title')}
      </h2>
      <ul className={styles.summaryList}>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => {
                event.preventDefault();
                const target = document.getElementById(item.id);
                target?.focus();
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
