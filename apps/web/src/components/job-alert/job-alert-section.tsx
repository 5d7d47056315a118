import { useTranslation } from 'react-i18next';
import type { AlertValues } from '@agency/forms';
import { AlertForm } from '../../forms/alert-form.tsx';
import { Section } from '../ui/section.tsx';
import { JOB_ALERT_SECTION_ID } from './job-alert-ids.ts';
import styles from './job-alert-section.module.css';

export interface JobAlertSectionProps {
  /** Where it sits (the form's ids). */
  source: string;
  preset?: Partial<Pick<AlertValues, 'regions' | 'sectors' | 'employmentTypes'>>;
}

/** The job-alert band: what it offers and the form, in the page's HTML (it posts without JavaScript too). */
export function JobAlertSection({ source, preset }: JobAlertSectionProps) {
  const { t } = useTranslation('alerts');
  return (
    <Section id={JOB_ALERT_SECTION_ID} tone="tint" width="narrow" heading={t('title')} intro={t('lead')}>
      <div className={styles.form}>
        <AlertForm source={source} preset={preset} />
      </div>
    </Section>
  );
}
