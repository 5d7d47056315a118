/** /OurServices/OurServices_TA: eligibility, job terms, class-photo carousel, application form, hiring steps. */
import { localize } from '@agency/content';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApplicationForm } from '../../../forms/application-form.tsx';
import type { PageDefinition, PageQueries } from '../../../lib/page-queries.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { pageImageOptions, siteSettingsOptions } from '../../../lib/site-queries.ts';
import { HiringStepsSection } from '../../../components/hiring-steps/hiring-steps-section.tsx';
import { classPhotosOptions } from '../api/class-photo-queries.ts';
import { ClassCarousel } from '../components/class-carousel.tsx';
import { Eligibility } from '../components/eligibility.tsx';
import { JobTermsGrid } from '../components/job-terms.tsx';
import styles from './teach-abroad-page.module.css';

export const teachAbroadPageQueries: PageQueries = ({ lang }) => [
  siteSettingsOptions(lang),
  pageImageOptions('teach-abroad', lang),
  classPhotosOptions(lang),
];

export function TeachAbroadPage() {
  const { t } = useTranslation('teach-abroad');
  const lang = useLang();
  const { data: settings } = useSuspenseQuery(siteSettingsOptions(lang));
  const { data: heroImage } = useSuspenseQuery(pageImageOptions('teach-abroad', lang));
  const { data: photos } = useSuspenseQuery(classPhotosOptions(lang));
  const nameOf = (photo: (typeof photos)[number]) =>
    localize(photo.caption, lang) ?? localize(photo.image.alt, lang) ?? '';

  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} image={heroImage} />
      <PageHero title={t('title')} lead={t('lead')} />

      <Section id="eligibility" eyebrow={t('eligibility.eyebrow')} heading={t('eligibility.heading')}>
        <div className={styles.split}>
          <Eligibility terms={settings?.jobTerms} />
          <ResponsiveImage
            image={heroImage}
            sizes="(min-width: 56rem) 34rem, 100vw"
            widths={[480, 640, 800, 1080]}
            aspectRatio={4 / 3}
            className={styles.image}
            // In the first screen on phones, where it is the largest paint in Chinese.
            priority
          />
        </div>
      </Section>

      {settings?.jobTerms ? (
        <Section id="terms" tone="tint" eyebrow={t('terms.eyebrow')} heading={t('terms.heading')} reveal>
          <JobTermsGrid terms={settings.jobTerms} />
        </Section>
      ) : null}

      {photos.length > 0 ? (
        <Section
          id="classroom"
          eyebrow={t('gallery.eyebrow')}
          heading={t('gallery.heading')}
          intro={t('gallery.intro')}
        >
          <ClassCarousel
            photos={photos}
            getName={nameOf}
            renderThumbnail={(photo) => (
              <ResponsiveImage
                image={photo.image}
                sizes="(min-width: 64rem) 30vw, (min-width: 40rem) 45vw, 85vw"
                widths={[320, 480, 640, 800]}
                aspectRatio={3 / 2}
              />
            )}
            renderFull={(photo) => (
              <ResponsiveImage
                image={photo.image}
                sizes="(min-width: 72rem) 72rem, 100vw"
                widths={[640, 800, 1080, 1200]}
                priority
              />
            )}
          />
        </Section>
      ) : null}

      <Section
        id="apply"
        tone="tint"
        eyebrow={t('apply.eyebrow')}
        heading={t('apply.heading')}
        intro={t('apply.intro')}
        width="narrow"
      >
        <ApplicationForm variant="teach-abroad" />
      </Section>

      <HiringStepsSection
        id="after-you-submit"
        eyebrow={t('afterSubmit.eyebrow')}
        heading={t('afterSubmit.heading')}
        intro={t('afterSubmit.intro')}
      />
    </>
  );
}

export const page: PageDefinition = {
  Component: TeachAbroadPage,
  namespaces: ['teach-abroad'],
  queries: teachAbroadPageQueries,
};
