import { useTranslation } from 'react-i18next';
import styles from './form-messages.module.css';

/**
 * Personal Information Collection Statement (Hong Kong PDPO, DPP1(3)) placed with each form: purpose, which items
 * are obligatory, classes of recipients, retention, rights of access and correction, and whom to ask.
 */
export function PrivacyStatement({ kind, id }: { kind: 'enquiry' | 'application'; id: string }) {
  const { t } = useTranslation('forms');
  return (
    <section className={styles.privacy} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.privacyTitle}>
        {t('privacy.title')}
      </h3>
      <p>{t(`privacy.${kind}.purpose`)}</p>
      <p>{t(`privacy.${kind}.obligatory`)}</p>
      <p>{t(`privacy.${kind}.recipients`)}</p>
      <p>{t(`privacy.${kind}.retention`)}</p>
      <p>{t('privacy.rights')}</p>
      <p>{t('privacy.contact')}</p>
    </section>
  );
}
