import { localize } from '@agency/content';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n/use-lang.ts';
import { siteSettingsOptions } from '../../../lib/site-queries.ts';
import styles from './contact-details.module.css';

/** Phone, e-mail and office addresses from site settings, beside the contact form. */
export function ContactDetails({ headingId }: { headingId: string }) {
  const { t } = useTranslation('contact');
  const lang = useLang();
  const { data: settings } = useSuspenseQuery(siteSettingsOptions(lang));
  if (!settings) return null;
  return (
    <div className={styles.details}>
      <h3 id={headingId}>{t('details.heading')}</h3>
      <dl>
        <dt>{t('common:footer.phone')}</dt>
        <dd>
          <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</a>
        </dd>
        <dt>{t('common:footer.email')}</dt>
        <dd>
          <a href={`mailto:${settings.email}`}>{settings.email}</a>
        </dd>
        {settings.offices.map((office) => (
          <div key={office._key}>
            <dt>{localize(office.name, lang)}</dt>
            <dd className={styles.address}>{localize(office.address, lang)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
