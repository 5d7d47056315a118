import { Trans, useTranslation } from 'react-i18next';
import { JOB_ALERT_SECTION_ID } from './job-alert-ids.ts';

/** In a "no open vacancy" state: points to the page's job-alert form. */
export function JobAlertNote() {
  const { t } = useTranslation('alerts');
  return (
    <p data-testid="job-alert-note">
      <Trans t={t} i18nKey="note" components={{ 1: <a href={`#${JOB_ALERT_SECTION_ID}`} /> }} />
    </p>
  );
}
