/**
 * /DestinationGuides/HongKong and /DestinationGuides/Macau: the two guides, switched by a segmented control.
 * Old links with `?path=…` are sent on to the guide they name.
 */
import { isVacancyOpen, localize, todayInHongKong, type DestinationGuideQueryResult } from '@agency/content';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { PageDefinition, PageQueries } from '../../../lib/page-queries.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { JOB_ALERT_SECTION_ID } from '../../../components/job-alert/job-alert-ids.ts';
import { JobAlertSection } from '../../../components/job-alert/job-alert-section.tsx';
import { NotFoundContent } from '../../../components/not-found/not-found-content.tsx';
import { destinationGuideOptions, regionVacancyDatesOptions } from '../api/destination-guide-queries.ts';
import { GuideSection } from '../components/guide-section.tsx';
import { GuideSwitch } from '../components/guide-switch.tsx';
import { LivingCosts } from '../components/living-costs.tsx';
import { guideFromName, guidePath, type GuideSlug } from '../lib/guide-path.ts';
import { useLegacyGuideRedirect } from '../lib/use-legacy-guide-redirect.ts';
import styles from './destination-guide-page.module.css';
import { EditTarget } from '../../../lib/preview.tsx';

export const destinationGuidePageQueries: PageQueries = ({ params, lang }) => {
  const slug = guideFromName(params.guide ?? '');
  return slug ? [destinationGuideOptions(slug, lang), regionVacancyDatesOptions(slug, lang)] : [];
};

const sectionKeys = ['sights', 'cuisine', 'weather', 'transport', 'airports', 'costOfLiving'] as const;

export function DestinationGuidePage() {
  useLegacyGuideRedirect();
  const slug = guideFromName(useParams().guide ?? '');
  return slug ? <Guide slug={slug} /> : <NotFoundContent />;
}

function Guide({ slug }: { slug: GuideSlug }) {
  const lang = useLang();
  const { data: guide } = useSuspenseQuery(destinationGuideOptions(slug, lang));
  return guide ? <GuideContent slug={slug} guide={guide} /> : <NotFoundContent />;
}

function GuideContent({ slug, guide }: { slug: GuideSlug; guide: NonNullable<DestinationGuideQueryResult> }) {
  const { t } = useTranslation('destination-guides');
  const lang = useLang();
  const name = localize(guide.name, lang) ?? t(`guides.${slug}`);
  const other: GuideSlug = slug === 'hong-kong' ? 'macau' : 'hong-kong';
  // A guide's slug is its region's id. With nothing open there, "See vacancies" would land on a disabled tab.
  const { data: vacancies } = useSuspenseQuery(regionVacancyDatesOptions(slug, lang));
  const today = todayInHongKong();
  const openHere = vacancies.some((vacancy) => isVacancyOpen(vacancy, today));
  const otherName = t(`guides.${other}`);

  return (
    <>
      <PageHead
        title={t('meta.title', { name })}
        description={t('meta.description', { name })}
        image={guide.heroImage}
        ogType="article"
      />
      <PageHero
        title={
          <EditTarget
            document={guide}
            type="destinationGuide"
            path={`name.${lang === 'zh-Hant' ? 'zhHant' : 'en'}`}
          >
            {name}
          </EditTarget>
        }
        lead={localize(guide.intro, lang)}
      >
        <GuideSwitch current={slug} />
      </PageHero>

      <div className={styles.heroImage}>
        <ResponsiveImage
          image={guide.heroImage}
          sizes="(min-width: 72rem) 72rem, 100vw"
          aspectRatio={16 / 7}
          priority
        />
      </div>

      <nav aria-labelledby="guide-toc-heading" className={styles.toc}>
        <h2 id="guide-toc-heading" className={styles.tocHeading}>
          {t('onThisPage')}
        </h2>
        <ul className={styles.tocList}>
          {sectionKeys.map((key) => (
            <li key={key}>
              <a href={`#${key}`}>{localize(guide[key].heading, lang) ?? t(`sections.${key}`)}</a>
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.sections}>
        {sectionKeys.map((key, index) => (
          <GuideSection key={key} id={key} section={guide[key]} flip={index % 2 === 1}>
            {key === 'costOfLiving' ? <LivingCosts costs={guide.livingCosts} /> : null}
          </GuideSection>
        ))}
      </div>

      <Section id="next-steps" tone="brand" heading={t('cta.heading', { name })} reveal>
        {openHere ? null : <p className={styles.noVacancies}>{t('cta.noVacancies', { name })}</p>}
        <div className={styles.actions}>
          {openHere ? (
            <>
              <ButtonLink to={paths.vacancies}>{t('cta.vacancies', { name })}</ButtonLink>
              <ButtonLink to={paths.teachAbroad} variant="on-dark">
                {t('cta.apply')}
              </ButtonLink>
            </>
          ) : (
            <>
              <a href={`#${JOB_ALERT_SECTION_ID}`} className={buttonClass('primary')}>
                {t('cta.alert', { name })}
              </a>
              <ButtonLink to={`${paths.teachAbroad}#apply`} variant="on-dark">
                {t('cta.registerInterest')}
              </ButtonLink>
              <ButtonLink to={paths.contact} variant="on-dark">
                {t('common:actions.contactUs')}
              </ButtonLink>
            </>
          )}
          <ButtonLink to={guidePath(other)} variant="on-dark">
            {t('other.link', { name: otherName })}
          </ButtonLink>
        </div>
      </Section>

      <JobAlertSection source={`guide-${slug}`} preset={{ regions: [slug] }} />
    </>
  );
}

export const page: PageDefinition = {
  Component: DestinationGuidePage,
  namespaces: ['destination-guides', 'alerts'],
  queries: destinationGuidePageQueries,
};
