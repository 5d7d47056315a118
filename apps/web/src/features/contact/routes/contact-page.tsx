/** Contact Us: title, subtitle, the enquiry form (loaded only on pages that have it) and the privacy text. */
import { useTranslation } from 'react-i18next';
import { EnquiryForm } from '../../../forms/enquiry-form.tsx';
import type { PageDefinition, PageQueries } from '../../../lib/page-queries.ts';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { siteSettingsOptions } from '../../../lib/site-queries.ts';
import { ContactDetails } from '../components/contact-details.tsx';
import styles from './contact-page.module.css';

export const contactPageQueries: PageQueries = ({ lang }) => [siteSettingsOptions(lang)];

export function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <PageHero title={t('title')} lead={t('subtitle')} />
      <Section id="enquiry" heading={t('form.heading')} intro={t('form.intro')}>
        <div className={styles.layout}>
          <div className={styles.form}>
            <EnquiryForm source="contact-us" />
          </div>
          <aside className={styles.aside} aria-labelledby="contact-details-heading">
            <ContactDetails headingId="contact-details-heading" />
            <section className={styles.privacy} aria-labelledby="privacy-heading">
              <h3 id="privacy-heading">{t('privacy.heading')}</h3>
              <p>{t('privacy.body')}</p>
            </section>
          </aside>
        </div>
      </Section>
    </>
  );
}

export const page: PageDefinition = {
  Component: ContactPage,
  namespaces: ['contact'],
  queries: contactPageQueries,
};
