import { useTranslation } from 'react-i18next';
import styles from './global-reach.module.css';

/** The countries and regions the agency recruits from and places teachers in, with their ISO codes as badges. */
const places = [
  ['canada', 'CA'],
  ['usa', 'US'],
  ['uk', 'GB'],
  ['ireland', 'IE'],
  ['southAfrica', 'ZA'],
  ['australia', 'AU'],
  ['newZealand', 'NZ'],
  ['hongKong', 'HK'],
  ['macau', 'MO'],
] as const;

export function GlobalReach() {
  const { t } = useTranslation('for-your-school');
  return (
    <div className={styles.reach}>
      <p className={styles.intro}>{t('reach.intro')}</p>
      <ul className={styles.places}>
        {places.map(([key, code]) => (
          <li key={key} className={styles.place}>
            <span className={styles.code} aria-hidden="true">
              {code}
            </span>
            {t(`reach.countries.${key}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
