import { lastOpenDay, localize } from '@agency/content';
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

/** Soonest start first, as a job board lists them; ISO dates sort as strings. Equal starts: the earlier deadline first. */
function bySoonestStart(a: VacancyListItem, b: VacancyListItem) {
  return a.startDate.localeCompare(b.startDate) || lastOpenDay(a).localeCompare(lastOpenDay(b));
}

/**
 * The Region / Start Dates table with its All · Hong Kong · Macau tabs; each row links to the vacancy's page and
 * carries the terms a teacher compares first (sector, employment type, salary, apply-by).
 */
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
  // One label per column: the header cell and each card line (data-label, shown on phones) read the same words.
  const label = {
    region: t('table.region'),
    startDate: t('table.startDate'),
    position: t('table.position'),
    sector: t('table.sector'),
    employmentType: t('table.employmentType'),
    salary: t('table.salary'),
    applyBy: t('table.applyBy'),
  };
  const columns = Object.entries(label).map(([key, text]) => ({ key, label: text }));
  const shown = filterByRegion(vacancies, filter).sort(bySoonestStart);

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
              {columns.map((column) => (
                <th key={column.key} scope="col" className={styles[column.key]}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((vacancy) => (
              <tr key={vacancy._id}>
                <td data-label={label.region}>{regions[vacancy.region].label[lang]}</td>
                <td data-label={label.startDate}>
                  <time dateTime={vacancy.startDate}>{format.date(vacancy.startDate)}</time>
                </td>
                <td data-label={label.position}>
                  <Link to={localizePath(paths.vacancy(vacancy.slug))} className={styles.link}>
                    {localize(vacancy.title, lang)}
                  </Link>
                </td>
                <td data-label={label.sector}>{t(`sectors.${vacancy.sector}`)}</td>
                <td data-label={label.employmentType}>{t(`employmentTypes.${vacancy.employmentType}`)}</td>
                <td data-label={label.salary}>
                  {format.salaryRange(vacancy.salary.min, vacancy.salary.max, vacancy.salary.currency)}
                </td>
                <td data-label={label.applyBy}>
                  {/* Without a closing date, applications close on the start date (packages/content vacancy-status.ts). */}
                  <time dateTime={lastOpenDay(vacancy)}>{format.date(lastOpenDay(vacancy))}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Tabs>
  );
}
