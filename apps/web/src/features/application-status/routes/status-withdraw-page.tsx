/**
 * /ApplicationStatus/Withdraw?reference=… : "Withdraw application …?", asked after the Withdraw button on the list
 * (the second press withdraws). An application that can no longer be withdrawn says so; without a session the page
 * has closed.
 */
import { STATUS_PAGE_PATHS } from '@agency/forms';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LinkPage, LinkPageActions } from '../../../components/ui/link-page.tsx';
import { PostForm } from '../../../components/ui/post-form.tsx';
import { useLang, useLocalizePath } from '../../../i18n/use-lang.ts';
import type { PageDefinition, PageQueries, PageStatus } from '../../../lib/page-queries.ts';
import { paths } from '../../../lib/route-paths.ts';
import { siteSettingsOptions } from '../../../lib/site-queries.ts';
import { mineStatus, statusMineQuery } from '../api/status-queries.ts';
import { AskAgainLink } from '../components/ask-again-link.tsx';

const statusWithdrawQueries: PageQueries = ({ lang }) => [siteSettingsOptions(lang), statusMineQuery(lang)];
const statusWithdrawStatus: PageStatus = ({ lang }, queryClient) => mineStatus(queryClient, lang, false);

export function StatusWithdrawPage() {
  const { t } = useTranslation('status-pages');
  const lang = useLang();
  const localize = useLocalizePath();
  const reference = useSearchParams()[0].get('reference') ?? '';
  const { data } = useSuspenseQuery(statusMineQuery(lang));
  if (data.state === 'ended')
    return (
      <LinkPage title={t('ended.title')} lead={t('ended.lead')}>
        <AskAgainLink />
      </LinkPage>
    );
  const back = (
    <Link to={localize(paths.statusMine)} className={buttonClass('secondary')}>
      {t('withdraw.no')}
    </Link>
  );
  const item = data.items.find((one) => one.reference === reference);
  if (!item?.canWithdraw)
    return (
      <LinkPage title={t('mine.title')} notice={t('notices.notWithdrawn')}>
        <LinkPageActions>{back}</LinkPageActions>
      </LinkPage>
    );
  return (
    <LinkPage title={t('withdraw.title', { reference })} lead={t('withdraw.lead')}>
      <LinkPageActions>
        <PostForm action={STATUS_PAGE_PATHS.withdraw} hidden={{ reference, confirm: 'yes' }}>
          <button type="submit" className={buttonClass('primary')}>
            {t('withdraw.yes')}
          </button>
        </PostForm>
        {back}
      </LinkPageActions>
    </LinkPage>
  );
}

export const page: PageDefinition = {
  namespaces: ['status-pages'],
  Component: StatusWithdrawPage,
  queries: statusWithdrawQueries,
  status: statusWithdrawStatus,
};
