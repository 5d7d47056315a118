/**
 * /JobAlerts/Manage?t=… (issue 29): the page every alert mail links to, by a signed link. Change the regions,
 * sectors, employment types and frequency; pause or resume; unsubscribe. Each button is a form post; the API
 * answers a 303 back here with a notice (`confirmed`, `saved`, `paused`, `resumed`) or, for a choice missing, the
 * fields named (`invalid`) and the answers as given. A stopped alert says so; a changed link is not found.
 */
import { ALERT_CRITERIA, criteriaValues, type AlertManageAnswer } from '@agency/forms';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { NotFoundContent } from '../../../components/not-found/not-found-content.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LinkPage, LinkPageActions } from '../../../components/ui/link-page.tsx';
import { PostForm } from '../../../components/ui/post-form.tsx';
import { useLocalizePath } from '../../../i18n/use-lang.ts';
import type { PageDefinition, PageQueries, PageStatus } from '../../../lib/page-queries.ts';
import { sendInsightsEvent } from '../../../lib/insights.ts';
import { paths } from '../../../lib/route-paths.ts';
import { siteSettingsOptions } from '../../../lib/site-queries.ts';
import { alertManageQuery, linkStatus, noticeOf, tokenOf } from '../api/alert-queries.ts';
import { CriteriaForm } from '../components/criteria-form.tsx';

const NOTICES = {
  confirmed: 'confirmedLead',
  saved: 'savedLead',
  paused: 'paused',
  resumed: 'resumedLead',
} as const;

const alertManageQueries: PageQueries = ({ lang, searchParams }) => [
  siteSettingsOptions(lang),
  alertManageQuery(tokenOf(searchParams)),
];
const alertManageStatus: PageStatus = ({ searchParams }, queryClient) =>
  linkStatus(queryClient.getQueryData(alertManageQuery(tokenOf(searchParams)).queryKey));

export function AlertManagePage() {
  const { t } = useTranslation('alert-pages');
  const [searchParams] = useSearchParams();
  const token = tokenOf(searchParams);
  const { data } = useSuspenseQuery(alertManageQuery(token));
  // The confirm link's POST lands here (insights, decision 071: a job alert confirmed).
  const confirmed = noticeOf(searchParams) === 'confirmed';
  useEffect(() => {
    if (confirmed) sendInsightsEvent('alert');
  }, [confirmed]);
  if (data.state === 'not-found') return <NotFoundContent />;
  if (data.state === 'gone')
    return <LinkPage title={t('unsubscribeTitle')} notice={t('notSubscribedLead')} />;
  const code = noticeOf(searchParams);
  const notice = Object.hasOwn(NOTICES, code) ? t(NOTICES[code as keyof typeof NOTICES]) : undefined;
  return (
    <LinkPage title={t('manageTitle')} lead={t('manageLead')} notice={notice}>
      {data.paused && code !== 'paused' && <p role="status">{t('paused')}</p>}
      <ManageForms token={token} alert={data} searchParams={searchParams} />
    </LinkPage>
  );
}

function ManageForms(props: {
  token: string;
  alert: Extract<AlertManageAnswer, { state: 'active' }>;
  searchParams: URLSearchParams;
}) {
  const { t } = useTranslation('alert-pages');
  const localize = useLocalizePath();
  const { token, alert, searchParams } = props;
  const invalid = (searchParams.get('invalid') ?? '').split(',').filter(Boolean);
  // After a refused save, the answers as the visitor gave them; otherwise the alert's own.
  const stored = { ...criteriaValues(alert.criteria), frequency: [alert.frequency] };
  const values = Object.fromEntries(
    [...ALERT_CRITERIA, 'frequency' as const].map((field) => [
      field,
      invalid.length > 0 ? searchParams.getAll(field) : stored[field],
    ]),
  ) as Record<(typeof ALERT_CRITERIA)[number] | 'frequency', string[]>;
  return (
    <>
      <CriteriaForm token={token} values={values} invalid={invalid} />
      <LinkPageActions>
        <PostForm action={paths.alertManage} hidden={{ t: token, action: alert.paused ? 'resume' : 'pause' }}>
          <button type="submit" className={buttonClass('secondary')}>
            {alert.paused ? t('resume') : t('pause')}
          </button>
        </PostForm>
        <Link to={`${localize(paths.alertUnsubscribe)}?t=${encodeURIComponent(token)}`}>
          {t('unsubscribeButton')}
        </Link>
      </LinkPageActions>
    </>
  );
}

export const page: PageDefinition = {
  namespaces: ['alert-pages'],
  Component: AlertManagePage,
  queries: alertManageQueries,
  status: alertManageStatus,
};
