import { lastOpenDay, localize } from '@agency/content';
import { regions } from '@agency/regions';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n/use-lang.ts';
import { useFormat } from '../../../lib/use-format.ts';
import type { Vacancy } from '../lib/vacancy-json-ld.ts';
import styles from './vacancy-facts.module.css';

/** The vacancy's key terms as a description list. */
export function VacancyFacts({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation('vacancies');
  const lang = useLang();
  const format = useFormat();
  const salary = format.salaryRange(vacancy.salary.min, vacancy.salary.max, vacancy.salary.currency);
  const facts: [string, string][] = [
    [t('vacancy.region'), regions[vacancy.region].label[lang]],
    [t('vacancy.startDate'), format.date(vacancy.startDate)],
    [t('vacancy.sector'), t(`sectors.${vacancy.sector}`)],
    [t('vacancy.role'), localize(vacancy.role, lang) ?? ''],
    [t('vacancy.salary'), salary ? t('vacancy.salaryValue', { amount: salary }) : ''],
    [t('vacancy.hours'), t('vacancy.hoursValue', { count: vacancy.weeklyTeachingHours })],
    [t('vacancy.employmentType'), t(`employmentTypes.${vacancy.employmentType}`)],
    // Without a closing date, applications close on the start date (packages/content vacancy-status.ts).
    [t('vacancy.closingDate'), format.date(lastOpenDay(vacancy))],
  ];
  return (
    <dl className={styles.facts}>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
