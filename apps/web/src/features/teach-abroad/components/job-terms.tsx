import type { SiteSettingsQueryResult } from '@agency/content';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format.ts';
import styles from './job-terms.module.css';

type JobTerms = NonNullable<SiteSettingsQueryResult>['jobTerms'];

/** What the job offers, from the job terms in site settings, as a grid of labelled facts. */
export function JobTermsGrid({ terms }: { terms: JobTerms }) {
  const { t } = useTranslation('teach-abroad');
  const format = useFormat();
  const salary = (region: JobTerms['hongKong']) =>
    format.salaryRange(region.salary.min, region.salary.max, region.salary.currency) ?? '';
  const facts: { label: string; lines: string[] }[] = [
    {
      label: t('terms.labels.salary'),
      lines: [
        t('terms.salaryHongKong', { amount: salary(terms.hongKong) }),
        t('terms.salaryMacau', { amount: salary(terms.macau) }),
      ],
    },
    {
      label: t('terms.labels.classes'),
      lines: [t('terms.classSize', { min: terms.classSize.min, max: terms.classSize.max })],
    },
    {
      label: t('terms.labels.hours'),
      lines: [
        t('terms.hours', {
          hongKong: terms.hongKong.maxTeachingHoursPerWeek,
          macau: terms.macau.maxTeachingHoursPerWeek,
        }),
      ],
    },
    { label: t('terms.labels.time'), lines: [t('terms.daysOff', { count: terms.daysOffPerWeek })] },
    {
      label: t('terms.labels.start'),
      lines: terms.macau.intakesPerYear ? [t('terms.intakes', { count: terms.macau.intakesPerYear })] : [],
    },
    {
      label: t('terms.labels.contract'),
      lines: [t('terms.placement', { count: terms.placementYears }), t('terms.free')],
    },
  ];
  return (
    <dl className={styles.grid}>
      {facts
        .filter((fact) => fact.lines.length > 0)
        .map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.label}>{fact.label}</dt>
            {fact.lines.map((line) => (
              <dd key={line} className={styles.value}>
                {line}
              </dd>
            ))}
          </div>
        ))}
    </dl>
  );
}
