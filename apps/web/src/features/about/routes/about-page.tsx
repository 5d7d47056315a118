/**
 * About Us — the reference page for the page convention (docs/web-app.md):
 * 1. `aboutPageQueries` lists the content the page needs; the route loader prefetches it.
 * 2. The component reads it with `useSuspenseQuery` (already cached, never suspends).
 * 3. `<PageHead>` declares title, description, canonical, hreflang and Open Graph.
 * 4. Static copy comes from the `about` i18n namespace; content fields are picked with `localize`.
 */
import { localize } from '@agency/content';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import type { PageDefinition, PageQueries } from '../../../lib/page-queries.ts';
import { paths } from '../../../lib/route-paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PortableText } from '../../../components/ui/portable-text.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { aboutUsOptions, pageImageOptions, siteSettingsOptions } from '../../../lib/site-queries.ts';
import styles from './about-page.module.css';

export const aboutPageQueries: PageQueries = ({ lang }) => [
  siteSettingsOptions(lang),
  pageImageOptions('about-closing', lang),
  aboutUsOptions(lang),
];

const RECRUITING_COUNTRIES = 7;

export function AboutPage() {
  const { t } = useTranslation('about');
  const lang = useLang();
  const format = useFormat();
  const { data: settings } = useSuspenseQuery(siteSettingsOptions(lang));
  const { data: aboutClosingImage } = useSuspenseQuery(pageImageOptions('about-closing', lang));
  const { data: aboutUs } = useSuspenseQuery(aboutUsOptions(lang));
  const year = settings?.foundedYear ?? 2016;
  const yearsPlacing = new Date().getFullYear() - year;
  const points = t('mission.points', { returnObjects: true }) as string[];

  return (
    <>
      <PageHead
        title={t('meta.title')}
        description={t('meta.description', { year })}
        image={aboutClosingImage}
      />
      <PageHero title={t('title')} lead={t('lead', { year })} />

      <Section id="story" eyebrow={t('story.eyebrow')} heading={t('story.heading')} width="narrow">
        <div className="prose">
          <PortableText value={localize(aboutUs, lang)} />
        </div>
      </Section>

      <Section id="mission" tone="tint" eyebrow={t('mission.eyebrow')} heading={t('mission.heading')} reveal>
        <div className={styles.split}>
          <p className={styles.body}>{t('mission.body')}</p>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="success" eyebrow={t('success.eyebrow')} heading={t('success.heading')} reveal>
        <p className={styles.body}>{t('success.body', { year })}</p>
        <dl className={styles.stats}>
          <div>
            <dt>{t('success.stats.years')}</dt>
            <dd>{format.number(yearsPlacing)}+</dd>
          </div>
          <div>
            <dt>{t('success.stats.countries')}</dt>
            <dd>{format.number(RECRUITING_COUNTRIES)}</dd>
          </div>
          <div>
            <dt>{t('success.stats.regions')}</dt>
            <dd>{format.number(2)}</dd>
          </div>
        </dl>
      </Section>

      <section className={styles.closing} aria-labelledby="closing-heading">
        <ResponsiveImage
          image={aboutClosingImage}
          sizes="(min-width: 48rem) 60vw, 100vw"
          className={styles.closingImage}
        />
        <div className={styles.closingText} data-reveal="late">
          <h2 id="closing-heading">{t('closing.heading')}</h2>
          <p>{t('closing.body')}</p>
          <ButtonLink to={paths.contact}>{t('common:actions.contactUs')}</ButtonLink>
        </div>
      </section>
    </>
  );
}

export const page: PageDefinition = {
  Component: AboutPage,
  namespaces: ['about'],
  queries: aboutPageQueries,
};
