import { localize, type DestinationGuideQueryResult } from '@agency/content';
import type { ReactNode } from 'react';
import { useLang } from '../../../i18n/use-lang.ts';
import { PortableText } from '../../../components/ui/portable-text.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import styles from './guide-section.module.css';

export type GuideSectionContent = NonNullable<DestinationGuideQueryResult>['sights'];

/** One topic of a guide: heading, text and picture side by side (alternating sides on wide screens). */
export function GuideSection({
  id,
  section,
  flip,
  children,
}: {
  id: string;
  section: GuideSectionContent;
  flip: boolean;
  children?: ReactNode;
}) {
  const lang = useLang();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`${styles.section} ${flip ? styles.flip : ''}`}
    >
      <div className={styles.text}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {localize(section.heading, lang)}
        </h2>
        <div className="prose">
          <PortableText value={localize(section.body, lang)} />
        </div>
        {children}
      </div>
      <ResponsiveImage
        image={section.image}
        sizes="(min-width: 56rem) 34rem, 100vw"
        widths={[480, 640, 800, 1080]}
        aspectRatio={8 / 5}
        className={styles.image}
      />
    </section>
  );
}
