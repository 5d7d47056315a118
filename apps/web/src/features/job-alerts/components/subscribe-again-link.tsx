import { useTranslation } from 'react-i18next';
import { JOB_ALERT_SECTION_ID } from '../../../components/job-alert/job-alert-ids.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/route-paths.ts';

/** A link that no longer works: a new alert on the Vacancies page. */
export function SubscribeAgainLink() {
  const { t } = useTranslation('alert-pages');
  return (
    <p>
      <ButtonLink to={`${paths.vacancies}#${JOB_ALERT_SECTION_ID}`}>{t('subscribeAgain')}</ButtonLink>
    </p>
  );
}
