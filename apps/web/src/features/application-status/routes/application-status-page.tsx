/**
 * /ApplicationStatus (issue 30): where a teacher asks for a link to see where their applications and enquiries
 * stand. The link's pages themselves are served by the API (one person's, never cached: decision 031).
 */
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { StatusRequestForm } from '../../../forms/status-request-form.tsx';
import type { PageDefinition, PageQueries } from '../../../lib/page-queries.ts';
import { siteSettingsOptions } from '../../../lib/site-queries.ts';
import styles from './application-status-page.module.css';

export const applicationStatusPageQueries: PageQueries = ({ lang }) => [siteSettingsOptions(lang)];

export function ApplicationStatusPage() {
  const { t } = useTranslation('application-status');
  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <PageHero title={t('title')} lead={t('lead')} />
      <Section id="status-request" heading={t('form.heading')} intro={t('form.intro')}>
        <div className={styles.columns}>
          <div>
            <StatusRequestForm />
          </div>
          <aside className={styles.aside} aria-labelledby="status-how-heading">
            <h3 id="status-how-heading">{t('how.heading')}</h3>
            <ul>
              <li>{t('how.link')}</li>
              <li>{t('how.button')}</li>
              <li>{t('how.privacy')}</li>
            </ul>
          </aside>
        </div>
      </Section>
    </>
  );
}

export const page: PageDefinition = {
  Component: ApplicationStatusPage,
  namespaces: ['application-status'],
  queries: applicationStatusPageQueries,
};
