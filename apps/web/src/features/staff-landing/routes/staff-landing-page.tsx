/**
 * /login (the spec's staff sign-in link): a small landing page for staff, not indexed and not in the sitemap.
 * "Edit the website" goes to the Studio named in site settings; "Enquiries and applications" to the staff inbox,
 * which asks for its own sign-in. Neither tool's code is on this page: both are links.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { useLang } from '../../../i18n/use-lang.ts';
import type { PageDefinition, PageQueries } from '../../../lib/page-queries.ts';
import { paths } from '../../../lib/route-paths.ts';
import { siteSettingsOptions, studioUrlOf } from '../../../lib/site-queries.ts';
import styles from './staff-landing-page.module.css';

export const staffLandingPageQueries: PageQueries = ({ lang }) => [siteSettingsOptions(lang)];

export function StaffLandingPage() {
  const { t } = useTranslation('staff-landing');
  const lang = useLang();
  const { data: settings } = useSuspenseQuery(siteSettingsOptions(lang));
  const choices = [
    { key: 'studio', href: studioUrlOf(settings) },
    { key: 'inbox', href: paths.staffInbox },
  ] as const;
  return (
    <div className={styles.page}>
      <PageHead title={t('meta.title')} description={t('meta.description')} noindex />
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <ul className={styles.choices}>
        {choices.map(({ key, href }) => (
          <li key={key}>
            {/* Plain links: both leave the website's app (another host, or the separately built staff area). */}
            <a className={styles.choice} href={href}>
              <span className={styles.choiceTitle}>{t(`${key}.title`)}</span>
              <span>{t(`${key}.body`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const page: PageDefinition = {
  Component: StaffLandingPage,
  namespaces: ['staff-landing'],
  queries: staffLandingPageQueries,
};
