import { useTranslation } from 'react-i18next';
import styles from './form-messages.module.css';

/**
 * A field people never see or reach (off-screen, out of the tab order and the accessibility tree) but naive bots
 * fill in; the server drops submissions where it is not empty.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('forms');
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {t('honeypot')}
        <input
          type="text"
          name="company_website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </label>
    </div>
  );
}
