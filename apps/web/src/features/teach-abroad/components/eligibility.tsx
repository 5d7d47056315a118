import type { SiteSettingsQueryResult } from '@agency/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizePath } from '../../../i18n/use-lang.ts';
import { paths } from '../../../lib/route-paths.ts';
import styles from './eligibility.module.css';

type JobTerms = NonNullable<SiteSettingsQueryResult>['jobTerms'];

/** Who can apply; the TEFL hours, course modules and placement length come from the job terms in site settings. */
export function Eligibility({ terms }: { terms: JobTerms | undefined }) {
  const { t } = useTranslation('teach-abroad');
  const localizePath = useLocalizePath();
  const items = [
    t('eligibility.items.native'),
    t('eligibility.items.degree'),
    t('eligibility.items.tefl', { hours: terms?.teflMinHours ?? 120, modules: terms?.teflModules ?? 13 }),
    t('eligibility.items.commitment', { count: terms?.placementYears ?? 1 }),
    t('eligibility.items.passion'),
  ];
  return (
    <div>
      <p className={styles.intro}>{t('eligibility.intro')}</p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item} className={styles.item}>
            <svg
              className={styles.check}
              viewBox="0 0 24 24"
              width="24"
              height="24"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="12" cy="12" r="11" />
              <path
                d="M7 12.5l3.2 3.2L17 9"
                fill="none"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <p className={styles.checkLink}>
        <Link to={localizePath(paths.eligibility)}>{t('eligibility.check')}</Link>
      </p>
    </div>
  );
}
