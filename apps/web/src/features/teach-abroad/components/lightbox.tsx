import { useRef, useState, type KeyboardEvent, type ReactNode, type RefObject, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cycleFocus, focusableIn } from '../../../lib/focus-cycle.ts';
import { swipeDirection, wrapIndex } from '../lib/wrap-index.ts';
import { useModalLayer } from './use-modal-layer.ts';
import styles from './lightbox.module.css';

export interface LightboxProps {
  /** Accessible name of the dialog, e.g. "Class photos". */
  label: string;
  count: number;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  renderImage: (index: number) => ReactNode;
  renderCaption?: (index: number) => ReactNode;
  /** Where focus goes on close (default: whatever had focus when the lightbox opened). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal photo viewer: focus moves to it and is trapped inside, the rest of the page is inert, Escape or the
 * close button closes it and focus returns to what opened it. Previous/next (buttons, arrow keys, swipe)
 * wrap around.
 */
export function Lightbox({
  label,
  count,
  index,
  onIndexChange,
  onClose,
  renderImage,
  renderCaption,
  returnFocus,
}: LightboxProps) {
  const { t } = useTranslation('teach-abroad');
  const [container] = useState(() => document.createElement('div'));
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  useModalLayer(container, closeRef, returnFocus);

  const go = (delta: number) => onIndexChange(wrapIndex(index + delta, count));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else {
      cycleFocus(event, focusableIn(dialogRef.current));
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
    if (direction) go(direction === 'next' ? 1 : -1);
  };

  return createPortal(
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <div className={styles.toolbar}>
          <p className={styles.counter} aria-live="polite" aria-atomic="true">
            {t('lightbox.position', { current: index + 1, total: count })}
          </p>
          <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('lightbox.close')}</span>
          </button>
        </div>
        <figure
          className={styles.figure}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          data-testid="lightbox-figure"
        >
          {renderImage(index)}
          {renderCaption ? <figcaption className={styles.caption}>{renderCaption(index)}</figcaption> : null}
        </figure>
        <button type="button" className={`${styles.nav} ${styles.previous}`} onClick={() => go(-1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t('lightbox.previous')}</span>
        </button>
        <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => go(1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t('lightbox.next')}</span>
        </button>
      </div>
    </div>,
    container,
  );
}
