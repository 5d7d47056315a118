import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/route-paths.ts';
import { useLocalizePath } from '../../i18n/use-lang.ts';
import { PageHead } from '../ui/page-head.tsx';
import styles from './not-found-content.module.css';

const SUGGESTIONS = [
  ['links.home', paths.home],
  ['links.vacancies', paths.vacancies],
  ['links.teachAbroad', paths.teachAbroad],
  ['links.forYourSchool', paths.forYourSchool],
  ['links.guides', paths.hongKong],
  ['links.contact', paths.contact],
] as const;

/** The 404 page's content: says what happened and offers the pages people usually look for. */
export function NotFoundContent() {
  const { t } = useTranslation('not-found');
  const localize = useLocalizePath();
  return (
    <div className={styles.page}>
      <PageHead title={t('meta.title')} description={t('meta.description')} noindex />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('body')}</p>
      <h2 className={styles.subheading}>{t('suggestions')}</h2>
      <ul className={styles.links}>
        {SUGGESTIONS.map(([label, to]) => (
          <li key={to}>
            <Link to={localize(to)}>{t(label)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
