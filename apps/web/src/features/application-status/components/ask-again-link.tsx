import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/route-paths.ts';

/** Back to the request form: a new link by e-mail. */
export function AskAgainLink() {
  const { t } = useTranslation('status-pages');
  return (
    <p>
      <ButtonLink to={paths.applicationStatus}>{t('askAgain')}</ButtonLink>
    </p>
  );
}
