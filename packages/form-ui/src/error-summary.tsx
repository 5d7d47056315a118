import { useEffect, useId, useRef } from 'react';
import { useFormTexts } from './form-texts.tsx';
import styles from './form-ui.module.css';

export interface SummaryItem {
  /** id of the field to focus; null for a message about the whole form (shown without a link). */
  id: string | null;
  message: string;
}

export interface ErrorSummaryProps {
  items: readonly SummaryItem[];
  /** Changes on every failed submit (a counter, or the new list): the summary takes focus each time. */
  focusKey: unknown;
}

/**
 * The GOV.UK error summary: "There is a problem", then a link per problem to its field. It takes focus after a
 * failed submit so screen reader and keyboard users land on it; a link moves focus to its field.
 */
export function ErrorSummary({ items, focusKey }: ErrorSummaryProps) {
  const { summaryTitle } = useFormTexts();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (focusKey) ref.current?.focus();
  }, [focusKey]);

  if (items.length === 0) return null;
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.summaryTitle}>
        {summaryTitle}
      </h2>
      <ul className={styles.summaryList}>
        {items.map((item) => (
          <li key={`${item.id}-${item.message}`}>
            {item.id === null ? (
              item.message
            ) : (
              <a
                href={`#${item.id}`}
                onClick={(event) => {
                  const field = document.getElementById(item.id!);
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                }}
              >
                {item.message}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
