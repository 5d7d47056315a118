import { localize } from '@agency/content';
import { regions } from '@agency/regions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/route-paths.ts';
import { useLang, useLocalizePath } from '../../../i18n/use-lang.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { filterByRegion, regionTabs, type RegionFilter, type VacancyListItem } from '../lib/regions.ts';
import { Tabs } from './tabs.tsx';
import { JobAlertNote } from '../../../components/job-alert/job-alert-note.tsx';
import styles from './vacancy-table.module.css';

/** The Region / Start Dates table with its All · Hong Kong · Macau tabs; each row links to the vacancy's page. */
export function VacancyTable({ vacancies }: { vacancies: readonly VacancyListItem[] }) {
  const { t } = useTranslation('vacancies');
  const lang = useLang();
  const format = useFormat();
  const localizePath = useLocalizePath();
  const tabLabel = (id: RegionFilter) => (id === 'all' ? t('tabs.all') : regions[id].label[lang]);
  const [chosen, setChosen] = useState<RegionFilter>('all');
  const counts = regionTabs(vacancies);
  // A refresh can empty the chosen region (its tab then disables): show All rather than an empty, disabled tab.
  const filter = counts.some((tab) => tab.id === chosen && !tab.disabled) ? chosen : 'all';
  const tabs = counts.map((tab) => ({
    id: tab.id,
    disabled: tab.disabled,
    label: t('tabs.withCount', { label: tabLabel(tab.id), count: tab.count }),
  }));
  const shown = filterByRegion(vacancies, filter);

  return (
    <Tabs
      label={t('table.tabsLabel')}
      items={tabs}
      selectedId={filter}
      onSelect={(id) => setChosen(id as RegionFilter)}
      idPrefix="vacancy-region"
    >
      {shown.length === 0 ? (
        <>
          <p className={styles.empty}>{t('table.empty')}</p>
          <JobAlertNote />
        </>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{t('table.caption', { region: tabLabel(filter) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.region')}</th>
              <th scope="col">{t('table.startDate')}</th>
              <th scope="col">{t('table.position')}</th>
              <th scope="col" className={styles.salaryColumn}>
                {t('table.salary')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((vacancy) => (
              <tr key={vacancy._id}>
                <td data-label={t('table.region')}>{regions[vacancy.region].label[lang]}</td>
                <td data-label={t('table.startDate')}>
                  <time dateTime={vacancy.startDate}>{format.date(vacancy.startDate)}</time>
                </td>
                <td data-label={t('table.position')}>
                  <Link to={localizePath(paths.vacancy(vacancy.slug))} className={styles.link}>
                    {localize(vacancy.title, lang)}
                  </Link>
                </td>
                <td data-label={t('table.salary')} className={styles.salaryColumn}>
                  {format.salaryRange(vacancy.salary.min, vacancy.salary.max, vacancy.salary.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Tabs>
  );
}
