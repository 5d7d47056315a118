import { useId, useState, type ReactNode, type Ref } from 'react';
import styles from './testimonial-card.module.css';

export interface TestimonialCardProps {
  /** e.g. "Ms. Walker". */
  name: string;
  /** e.g. "Kindergarten, Hong Kong". */
  placement?: string;
  quote: ReactNode;
  photo: ReactNode;
  /**
   * Shown instead of `photo` while the card is hovered or focused. It is put on the page at the first hover or
   * focus, not before: a phone never hovers, and an image loaded up front would share the connection with the
   * page's main image.
   */
  hoverPhoto?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * A teacher's testimonial. Hovering or focusing the card swaps its photo for the hover photo; both photos sit
 * stacked in a box of fixed aspect ratio, so the swap is a cross-fade that never moves the layout. The hover photo
 * is rendered from the first hover or focus on (server HTML and first render have none).
 */
export function TestimonialCard({ name, placement, quote, photo, hoverPhoto, ref }: TestimonialCardProps) {
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const headingId = useId();
  const swapped = Boolean(hoverPhoto) && (pointerInside || focusInside);
  const [hoverPhotoWanted, setHoverPhotoWanted] = useState(false);
  if (swapped && !hoverPhotoWanted) setHoverPhotoWanted(true);

  return (
    <article
      ref={ref}
      className={styles.card}
      tabIndex={0}
      aria-labelledby={headingId}
      data-swapped={swapped}
      onMouseEnter={() => setPointerInside(true)}
      onMouseLeave={() => setPointerInside(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={() => setFocusInside(false)}
    >
      <div className={styles.media}>
        <div className={styles.photo} aria-hidden={swapped}>
          {photo}
        </div>
        {hoverPhoto && hoverPhotoWanted ? (
          <div className={`${styles.photo} ${styles.hoverPhoto}`} aria-hidden={!swapped}>
            {hoverPhoto}
          </div>
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 id={headingId} className={styles.name}>
          {name}
        </h3>
        {placement ? <p className={styles.placement}>{placement}</p> : null}
        <blockquote className={styles.quote}>{quote}</blockquote>
      </div>
    </article>
  );
}
