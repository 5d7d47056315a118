/**
 * /JobAlerts/Keep?t=… (issue 29): "keep your job alert?", the yearly question. Opening it changes nothing; the
 * button posts the token and comes back with `?notice=kept`. A used or expired link says it no longer works.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NotFoundContent } from '../../../components/not-found/not-found-content.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LinkPage } from '../../../components/ui/link-page.tsx';
import { PostForm } from '../../../components/ui/post-form.tsx';
import type { PageDefinition, PageQueries, PageStatus } from '../../../lib/page-queries.ts';
import { paths } from '../../../lib/route-paths.ts';
import { siteSettingsOptions } from '../../../lib/site-queries.ts';
import { alertKeepQuery, linkStatus, noticeOf, tokenOf } from '../api/alert-queries.ts';
import { CriteriaFacts } from '../components/criteria-facts.tsx';
import { SubscribeAgainLink } from '../components/subscribe-again-link.tsx';

const kept = (searchParams: URLSearchParams) => noticeOf(searchParams) === 'kept';

const alertKeepQueries: PageQueries = ({ lang, searchParams }) => [
  siteSettingsOptions(lang),
  ...(kept(searchParams) ? [] : [alertKeepQuery(tokenOf(searchParams))]),
];
const alertKeepStatus: PageStatus = ({ searchParams }, queryClient) =>
  kept(searchParams)
    ? 200
    : linkStatus(queryClient.getQueryData(alertKeepQuery(tokenOf(searchParams)).queryKey), ['unknown']);

export function AlertKeepPage() {
  const { t } = useTranslation('alert-pages');
  const [searchParams] = useSearchParams();
  if (kept(searchParams)) return <LinkPage title={t('keepTitle')} notice={t('keptLead')} />;
  return <KeepLink token={tokenOf(searchParams)} />;
}

function KeepLink({ token }: { token: string }) {
  const { t } = useTranslation('alert-pages');
  const { data } = useSuspenseQuery(alertKeepQuery(token));
  if (data.state === 'not-found') return <NotFoundContent />;
  if (data.state === 'unknown')
    return (
      <LinkPage title={t('badLinkTitle')} lead={t('unknownLead')}>
        <SubscribeAgainLink />
      </LinkPage>
    );
  return (
    <LinkPage title={t('keepTitle')} lead={t('keepLead')}>
      <CriteriaFacts criteria={data.criteria} frequency={data.frequency} />
      <PostForm action={paths.alertKeep} hidden={{ t: token }}>
        <button type="submit" className={buttonClass('primary')}>
          {t('keepButton')}
        </button>
      </PostForm>
    </LinkPage>
  );
}

export const page: PageDefinition = {
  namespaces: ['alert-pages'],
  Component: AlertKeepPage,
  queries: alertKeepQueries,
  status: alertKeepStatus,
};
