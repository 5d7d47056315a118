import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/route-paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import styles from './join-banner.module.css';

/** Shown under the full list of testimonials: the invitation to become the next one. */
export function JoinBanner() {
  const { t } = useTranslation('testimonials');
  return (
    <aside className={styles.banner} aria-labelledby="join-banner-heading">
      <div className={styles.text}>
        <h2 id="join-banner-heading" className={styles.heading}>
          {t('banner.heading')}
        </h2>
        <p className={styles.body}>{t('banner.body')}</p>
      </div>
      <div className={styles.actions}>
        <ButtonLink to={paths.vacancies}>{t('banner.vacancies')}</ButtonLink>
        <ButtonLink to={paths.teachAbroad} variant="on-dark">
          {t('banner.teachAbroad')}
        </ButtonLink>
      </div>
    </aside>
  );
}
