/** TEFL: the 120-hour, 13-module course through the partner provider, with links out to it. */
import { localize } from '@agency/content';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageDefinition, PageQueries } from '../../../lib/page-queries.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { ButtonLink, ExternalButtonLink } from '../../../components/ui/button.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { pageImageOptions, siteSettingsOptions } from '../../../lib/site-queries.ts';
import styles from './tefl-page.module.css';

export const teflPageQueries: PageQueries = ({ lang }) => [
  siteSettingsOptions(lang),
  pageImageOptions('tefl', lang),
];

export function TeflPage() {
  const { t } = useTranslation('tefl');
  const lang = useLang();
  const { data: settings } = useSuspenseQuery(siteSettingsOptions(lang));
  const { data: teflImage } = useSuspenseQuery(pageImageOptions('tefl', lang));
  const hours = settings?.jobTerms.teflMinHours ?? 120;
  const modules = settings?.jobTerms.teflModules ?? 13;
  const courseUrl = settings?.jobTerms.teflCourseUrl ?? 'https://www.theteflacademy.com/';
  const newTab = t('common:actions.opensInNewTab');
  const highlights = t('course.highlights', { returnObjects: true, hours, modules }) as string[];

  return (
    <>
      <PageHead
        title={t('meta.title')}
        description={t('meta.description', { hours, modules })}
        image={teflImage}
      />
      <PageHero title={t('title')} lead={t('lead', { hours })}>
        <div className={styles.heroActions}>
          <ExternalButtonLink href={courseUrl} newTabLabel={newTab}>
            {t('visitProvider')}
          </ExternalButtonLink>
        </div>
      </PageHero>

      <Section id="course" eyebrow={t('course.eyebrow')} heading={t('course.heading', { hours, modules })}>
        <div className={styles.split}>
          <div>
            <p className={styles.body}>{t('course.body', { hours, modules })}</p>
            <ul className={styles.list}>
              {highlights.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <ResponsiveImage
            image={teflImage}
            sizes="(min-width: 56rem) 40vw, 100vw"
            width={960}
            alt={localize(teflImage?.alt, lang) ?? ''}
            className={styles.image}
          />
        </div>
      </Section>

      <Section id="why" tone="tint" eyebrow={t('why.eyebrow')} heading={t('why.heading')} reveal>
        <p className={styles.body}>{t('why.body', { hours })}</p>
      </Section>

      <Section id="next" heading={t('next.heading')} intro={t('next.body')} reveal>
        <div className={styles.actions}>
          <ExternalButtonLink href={courseUrl} newTabLabel={newTab}>
            {t('visitProvider')}
          </ExternalButtonLink>
          <ButtonLink to={paths.teachAbroad} variant="secondary">
            {t('next.teachAbroad')}
          </ButtonLink>
          <ButtonLink to={paths.eligibility} variant="secondary">
            {t('next.eligibility')}
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="secondary">
            {t('common:actions.contactUs')}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}

export const page: PageDefinition = { Component: TeflPage, namespaces: ['tefl'], queries: teflPageQueries };
