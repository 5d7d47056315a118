import { useTranslation } from 'react-i18next';
import styles from './form-placeholder.module.css';

/** Holds the form's place while its code loads (keeps the page from jumping when it arrives). */
export function FormPlaceholder() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.placeholder} role="status">
      {t('status.loading')}
    </div>
  );
}
