import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './view-more-list.module.css';

export const INITIALLY_SHOWN = 4;

export interface ViewMoreListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  /** `focusRef` goes on the element that should take focus when the item is the first one revealed. */
  renderItem: (item: T, focusRef: ((element: HTMLElement | null) => void) | undefined) => ReactNode;
  moreLabel: ReactNode;
  /** Shown below the list once everything is revealed. */
  banner: ReactNode;
  initialCount?: number;
}

/**
 * Shows the first `initialCount` items; the "view more" button exists only when there are more. Revealing moves
 * focus to the first newly shown item (the button itself disappears), so keyboard and screen-reader users carry
 * on reading where the new content starts.
 */
export function ViewMoreList<T>({
  items,
  getKey,
  renderItem,
  moreLabel,
  banner,
  initialCount = INITIALLY_SHOWN,
}: ViewMoreListProps<T>) {
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLElement | null>(null);
  const hasMore = items.length > initialCount;
  const shown = expanded ? items : items.slice(0, initialCount);

  useEffect(() => {
    if (expanded) firstRevealed.current?.focus();
  }, [expanded]);

  const setFirstRevealed = (element: HTMLElement | null) => {
    firstRevealed.current = element;
  };

  return (
    <>
      <ul className={styles.list}>
        {shown.map((item, index) => (
          <li key={getKey(item)} className={styles.item}>
            {renderItem(item, index === initialCount ? setFirstRevealed : undefined)}
          </li>
        ))}
      </ul>
      {hasMore && !expanded ? (
        <div className={styles.more}>
          <button type="button" className={styles.button} onClick={() => setExpanded(true)}>
            {moreLabel}
          </button>
        </div>
      ) : null}
      {expanded ? banner : null}
    </>
  );
}
