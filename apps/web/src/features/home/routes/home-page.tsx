/** Home: hero with Contact Us, scroll-revealed sections, Read More → Our Services, "Who We Work With" logos. */
import { localize } from '@agency/content';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageDefinition, PageQueries } from '../../../lib/page-queries.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { partnerLogosOptions, pageImageOptions, siteSettingsOptions } from '../../../lib/site-queries.ts';
import { PartnerLogos } from '../components/partner-logos.tsx';
import { TermCards } from '../components/term-cards.tsx';
import styles from './home-page.module.css';

export const homePageQueries: PageQueries = ({ lang }) => [
  siteSettingsOptions(lang),
  pageImageOptions('home', lang),
  partnerLogosOptions(lang),
];

export function HomePage() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const format = useFormat();
  const { data: settings } = useSuspenseQuery(siteSettingsOptions(lang));
  const { data: homeImage } = useSuspenseQuery(pageImageOptions('home', lang));
  const { data: partners } = useSuspenseQuery(partnerLogosOptions(lang));
  const terms = settings?.jobTerms;
  const audiences = [
    { key: 'teachers', to: paths.teachAbroad },
    { key: 'schools', to: paths.forYourSchool },
  ] as const;

  return (
    <>
      <PageHead
        title={localize(settings?.seo.title, lang) ?? t('meta.title')}
        description={localize(settings?.seo.description, lang) ?? t('meta.description')}
        image={homeImage}
      />
      <div className={styles.hero}>
        <ResponsiveImage
          image={homeImage}
          sizes="100vw"
          width={1920}
          widths={[480, 640, 828, 1080, 1280, 1600, 1920]}
          priority
          alt=""
          className={styles.heroImage}
        />
        <div className={styles.heroText}>
          <p className={styles.heroEyebrow}>{t('hero.eyebrow')}</p>
          <h1 className={styles.heroTitle}>{t('hero.title')}</h1>
          <p className={styles.heroLead}>{t('hero.lead')}</p>
          <div className={styles.heroActions}>
            <ButtonLink to={paths.contact}>{t('common:actions.contactUs')}</ButtonLink>
            <ButtonLink to={paths.vacancies} variant="on-dark">
              {t('hero.vacancies')}
            </ButtonLink>
          </div>
        </div>
      </div>

      <Section
        id="services"
        eyebrow={t('services.eyebrow')}
        heading={t('services.heading')}
        intro={t('services.intro')}
        reveal
      >
        <ul className={styles.cards}>
          {audiences.map(({ key, to }) => (
            <li key={key} className={styles.card}>
              <h3>{t(`services.${key}.heading`)}</h3>
              <p>{t(`services.${key}.body`)}</p>
              <ButtonLink to={to} variant="secondary">
                {t(`services.${key}.link`)}
              </ButtonLink>
            </li>
          ))}
        </ul>
        <p className={styles.readMore}>
          {/* "Read More" as the spec has it; the hidden words make the link's purpose clear out of context. */}
          <ButtonLink to={paths.forYourSchool}>
            {t('common:actions.readMore')}
            <span className="visually-hidden">{t('readMoreTarget')}</span>
          </ButtonLink>
        </p>
      </Section>

      {terms ? (
        <Section id="terms" tone="tint" eyebrow={t('terms.eyebrow')} heading={t('terms.heading')} reveal>
          <TermCards terms={terms} />
        </Section>
      ) : null}

      <Section id="how" eyebrow={t('how.eyebrow')} heading={t('how.heading')} reveal="late">
        <ol className={styles.steps}>
          {(t('how.steps', { returnObjects: true }) as string[]).map((step, index) => (
            <li key={step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {format.number(index + 1)}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </Section>

      {partners.length > 0 ? (
        <Section id="partners" tone="tint" heading={t('partners.heading')} intro={t('partners.intro')} reveal>
          <PartnerLogos partners={partners} />
        </Section>
      ) : null}

      <Section id="cta" tone="brand" heading={t('cta.heading')} intro={t('cta.body')} reveal>
        <ButtonLink to={paths.contact}>{t('common:actions.contactUs')}</ButtonLink>
      </Section>
    </>
  );
}

export const page: PageDefinition = { Component: HomePage, namespaces: ['home'], queries: homePageQueries };
