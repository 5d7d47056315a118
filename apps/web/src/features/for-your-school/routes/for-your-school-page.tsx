/** /OurServices/OurServices_FYS: benefits, the three-step process, guarantees, global reach, the enquiry form. */
import { localize } from '@agency/content';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EnquiryForm } from '../../../forms/enquiry-form.tsx';
import type { PageDefinition, PageQueries } from '../../../lib/page-queries.ts';
import { useLang } from '../../../i18n/use-lang.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { pageImageOptions, siteSettingsOptions } from '../../../lib/site-queries.ts';
import { BenefitIcon } from '../components/benefit-icons.tsx';
import { GlobalReach } from '../components/global-reach.tsx';
import { ProcessSteps, type ProcessStep } from '../components/process-steps.tsx';
import styles from './for-your-school-page.module.css';

export const forYourSchoolPageQueries: PageQueries = ({ lang }) => [
  siteSettingsOptions(lang),
  pageImageOptions('for-your-school', lang),
];

export function ForYourSchoolPage() {
  const { t } = useTranslation('for-your-school');
  const lang = useLang();
  const { data: settings } = useSuspenseQuery(siteSettingsOptions(lang));
  const { data: image } = useSuspenseQuery(pageImageOptions('for-your-school', lang));
  const benefits = t('benefits.items', { returnObjects: true }) as ProcessStep[];
  const steps = t('process.steps', { returnObjects: true }) as ProcessStep[];
  const months = settings?.jobTerms.replacementGuaranteeMonths ?? 1;
  const conditions = localize(settings?.jobTerms.replacementConditions, lang);
  const guarantees = [
    {
      title: t('guarantees.replacementTitle'),
      body: t('guarantees.replacementBody', { count: months }),
      note: conditions,
    },
    { title: t('guarantees.vettedTitle'), body: t('guarantees.vettedBody') },
    { title: t('guarantees.supportTitle'), body: t('guarantees.supportBody') },
  ];

  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} image={image} />
      <PageHero title={t('title')} lead={t('lead')}>
        <p className={styles.heroAction}>
          <a href="#enquiry" className={buttonClass('primary')}>
            {t('cta')}
          </a>
        </p>
      </PageHero>

      <Section id="benefits" eyebrow={t('benefits.eyebrow')} heading={t('benefits.heading')}>
        <div className={styles.split}>
          <ul className={styles.benefits}>
            {benefits.map((benefit, index) => (
              <li key={benefit.title} className={styles.benefit}>
                <span className={styles.benefitIcon}>
                  <BenefitIcon index={index} />
                </span>
                <div>
                  <h3 className={styles.benefitTitle}>{benefit.title}</h3>
                  <p className={styles.benefitBody}>{benefit.body}</p>
                </div>
              </li>
            ))}
          </ul>
          <ResponsiveImage
            image={image}
            sizes="(min-width: 56rem) 30rem, 100vw"
            widths={[480, 640, 800, 1080]}
            aspectRatio={4 / 5}
            className={styles.image}
          />
        </div>
      </Section>

      <Section id="process" tone="tint" eyebrow={t('process.eyebrow')} heading={t('process.heading')} reveal>
        <ProcessSteps steps={steps} />
      </Section>

      <Section id="guarantees" eyebrow={t('guarantees.eyebrow')} heading={t('guarantees.heading')} reveal>
        <ul className={styles.guarantees}>
          {guarantees.map((guarantee) => (
            <li key={guarantee.title} className={styles.guarantee}>
              <h3 className={styles.guaranteeTitle}>{guarantee.title}</h3>
              <p className={styles.guaranteeBody}>{guarantee.body}</p>
              {guarantee.note ? <p className={styles.guaranteeNote}>{guarantee.note}</p> : null}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="reach" tone="brand" eyebrow={t('reach.eyebrow')} heading={t('reach.heading')} reveal>
        <GlobalReach />
      </Section>

      <Section
        id="enquiry"
        eyebrow={t('enquiry.eyebrow')}
        heading={t('enquiry.heading')}
        intro={t('enquiry.intro')}
        width="narrow"
      >
        <EnquiryForm source="for-your-school" />
      </Section>
    </>
  );
}

export const page: PageDefinition = {
  Component: ForYourSchoolPage,
  namespaces: ['for-your-school'],
  queries: forYourSchoolPageQueries,
};
