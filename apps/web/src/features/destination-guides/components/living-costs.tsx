import type { DestinationGuideQueryResult } from '@agency/content';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format.ts';
import styles from './living-costs.module.css';

type LivingCostsContent = NonNullable<DestinationGuideQueryResult>['livingCosts'];

/** The cost-of-living figures (rent range, deposits) formatted for the page's language. */
export function LivingCosts({ costs }: { costs: LivingCostsContent }) {
  const { t } = useTranslation('destination-guides');
  const format = useFormat();
  const rent = format.salaryRange(costs.rent.min, costs.rent.max, costs.rent.currency);
  const rows: [string, string][] = [];
  if (rent) rows.push([t('costs.rent'), t('costs.rentValue', { range: rent })]);
  if (costs.depositMonths)
    rows.push([t('costs.deposit'), t('costs.depositValue', { count: costs.depositMonths })]);
  if (costs.ownApartmentDepositMonths) {
    rows.push([
      t('costs.ownApartment'),
      t('costs.ownApartmentValue', { count: costs.ownApartmentDepositMonths }),
    ]);
  }
  if (rows.length === 0) return null;
  return (
    <div className={styles.costs}>
      <h3 className={styles.heading}>{t('costs.heading')}</h3>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
