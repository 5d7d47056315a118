import type { SiteSettingsQueryResult } from '@agency/content';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/ui/line-icon.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import styles from './term-cards.module.css';

type JobTerms = NonNullable<SiteSettingsQueryResult>['jobTerms'];

/** Decorative line drawings, one per card. */
const ICONS = {
  money: 'M3 7h18v10H3z M12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z M6 10v4 M18 10v4',
  pupils:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M2.5 20c.5-3.5 3-5 5.5-5s5 1.5 5.5 5 M12.5 17c.8-1.4 2-2 3.5-2 2.5 0 5 1.5 5.5 5',
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5 M8 14h3',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M12 2v2 M12 20v2 M4.9 4.9l1.4 1.4 M17.7 17.7l1.4 1.4 M2 12h2 M20 12h2 M4.9 19.1l1.4-1.4 M17.7 6.3l1.4-1.4',
  free: 'M12 21s-7-4.5-9-9.5C1.8 8.4 3.6 5 7 5c2 0 3.5 1.2 5 3 1.5-1.8 3-3 5-3 3.4 0 5.2 3.4 4 6.5-2 5-9 9.5-9 9.5z',
} as const;

/** "Clear terms, from day one": six facts from the job terms, each with an icon, its value, label and a note. */
export function TermCards({ terms }: { terms: JobTerms }) {
  const { t } = useTranslation('home');
  const format = useFormat();
  const salary = (region: JobTerms['hongKong']) =>
    t('terms.perMonth', {
      amount: format.salaryRange(region.salary.min, region.salary.max, region.salary.currency),
    });
  const hours = (region: JobTerms['hongKong']) =>
    t('terms.hoursNote', { hours: format.number(region.maxTeachingHoursPerWeek) });
  const cards = [
    { key: 'salaryHongKong', icon: ICONS.money, value: salary(terms.hongKong), note: hours(terms.hongKong) },
    { key: 'salaryMacau', icon: ICONS.money, value: salary(terms.macau), note: hours(terms.macau) },
    {
      key: 'classSize',
      icon: ICONS.pupils,
      value: t('terms.pupils', {
        min: format.number(terms.classSize.min),
        max: format.number(terms.classSize.max),
      }),
      note: t('terms.classSizeNote'),
    },
    {
      key: 'placement',
      icon: ICONS.calendar,
      value: t('terms.years', { count: terms.placementYears }),
      note: t('terms.placementNote'),
    },
    {
      key: 'daysOff',
      icon: ICONS.sun,
      value: t('terms.daysPerWeek', { count: terms.daysOffPerWeek }),
      note: t('terms.daysOffNote'),
    },
    { key: 'fee', icon: ICONS.free, value: t('terms.free'), note: t('terms.feeNote') },
  ] as const;
  return (
    <dl className={styles.cards}>
      {cards.map((card) => (
        <div key={card.key} className={styles.card}>
          <dt className={styles.label}>
            {/* Inside the dt: a dl's groups may hold only dt and dd. */}
            <span className={styles.icon}>
              <LineIcon d={card.icon} />
            </span>
            {t(`terms.${card.key}`)}
          </dt>
          <dd className={styles.value}>{card.value}</dd>
          <dd className={styles.note}>{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}
