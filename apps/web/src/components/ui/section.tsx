import type { ReactNode } from 'react';
import styles from './section.module.css';

export interface SectionProps {
  /** Gives the section its accessible name (aria-labelledby) when it has a heading. */
  id?: string;
  heading?: ReactNode;
  /** Short line above the heading. */
  eyebrow?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  tone?: 'plain' | 'tint' | 'brand';
  /** Every section sits in the one page column; "narrow" keeps its content to a reading width inside it. */
  width?: 'narrow' | 'normal';
  /** Scroll reveal: shown when the section crosses the viewport midpoint ("late": at 1/1.2). */
  reveal?: boolean | 'late';
  className?: string;
}

/** A page band: full-width background, centred content column, optional heading. */
export function Section({
  id,
  heading,
  eyebrow,
  intro,
  children,
  tone = 'plain',
  width = 'normal',
  reveal = false,
  className,
}: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={heading && headingId ? headingId : undefined}
      className={[styles.section, styles[tone], className]
        .filter(Boolean)
        .join(' ')}
    >
      <div
        className={[styles.inner, width === 'narrow' ? styles.narrow : ''].filter(Boolean).join(' ')}
        data-reveal={reveal === 'late' ? 'late' : reveal ? '' : undefined}
      >
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        {heading ? (
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
        ) : null}
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}
