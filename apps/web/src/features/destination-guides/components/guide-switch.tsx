import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizePath } from '../../../i18n/use-lang.ts';
import { guidePath, guideSlugs, type GuideSlug } from '../lib/guide-path.ts';
import styles from './guide-switch.module.css';

/** Hong Kong | Macau: two links styled as a segmented control; the current guide is marked aria-current. */
export function GuideSwitch({ current }: { current: GuideSlug }) {
  const { t } = useTranslation('destination-guides');
  const localizePath = useLocalizePath();
  return (
    <nav aria-label={t('switchLabel')} className={styles.nav}>
      <ul className={styles.switch}>
        {guideSlugs.map((slug) => (
          <li key={slug}>
            <Link
              to={localizePath(guidePath(slug))}
              className={styles.option}
              aria-current={slug === current ? 'page' : undefined}
            >
              {t(`guides.${slug}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
