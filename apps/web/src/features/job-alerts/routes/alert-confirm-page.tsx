/**
 * /JobAlerts/Confirm?t=… (issue 29, decision 028): the page the confirmation mail's link opens. Opening it confirms
 * nothing (mail scanners open links): it shows what the alert asks for and a Confirm button that posts the token;
 * the API confirms and leads to the manage page. A link that no longer confirms says why: expired (a new link by
 * mail), already used (`already-confirmed`, with the manage page's address when the API gives it), or unknown.
 * After "Send me a new link": `?notice=resent`.
 */
import { ALERT_ACTION_PATHS } from '@agency/forms';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NotFoundContent } from '../../../components/not-found/not-found-content.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LinkPage } from '../../../components/ui/link-page.tsx';
import { PostForm } from '../../../components/ui/post-form.tsx';
import { useLang } from '../../../i18n/use-lang.ts';
import type { PageDefinition, PageQueries, PageStatus } from '../../../lib/page-queries.ts';
import { paths } from '../../../lib/route-paths.ts';
import { siteSettingsOptions } from '../../../lib/site-queries.ts';
import { alertConfirmQuery, linkStatus, noticeOf, tokenOf } from '../api/alert-queries.ts';
import { CriteriaFacts } from '../components/criteria-facts.tsx';
import { SubscribeAgainLink } from '../components/subscribe-again-link.tsx';

const resent = (searchParams: URLSearchParams) => noticeOf(searchParams) === 'resent';

const alertConfirmQueries: PageQueries = ({ lang, searchParams }) => [
  siteSettingsOptions(lang),
  ...(resent(searchParams) ? [] : [alertConfirmQuery(tokenOf(searchParams), lang)]),
];
const alertConfirmStatus: PageStatus = ({ lang, searchParams }, queryClient) =>
  resent(searchParams)
    ? 200
    : linkStatus(queryClient.getQueryData(alertConfirmQuery(tokenOf(searchParams), lang).queryKey), [
        'expired',
        'unknown',
      ]);

export function AlertConfirmPage() {
  const { t } = useTranslation('alert-pages');
  const [searchParams] = useSearchParams();
  if (resent(searchParams)) return <LinkPage title={t('resentTitle')} notice={t('resentLead')} />;
  return <ConfirmLink token={tokenOf(searchParams)} />;
}

function ConfirmLink({ token }: { token: string }) {
  const { t } = useTranslation('alert-pages');
  const lang = useLang();
  const { data } = useSuspenseQuery(alertConfirmQuery(token, lang));
  switch (data.state) {
    case 'not-found':
      return <NotFoundContent />;
    case 'valid':
      return (
        <LinkPage title={t('confirmTitle')} lead={t('confirmLead')}>
          <CriteriaFacts criteria={data.criteria} frequency={data.frequency} />
          <PostForm action={paths.alertConfirm} hidden={{ t: token }}>
            <button type="submit" className={buttonClass('primary')}>
              {t('confirmButton')}
            </button>
          </PostForm>
        </LinkPage>
      );
    case 'already-confirmed':
      return (
        <LinkPage title={t('confirmedTitle')} notice={t('alreadyConfirmedLead')}>
          {data.manageUrl && (
            <p>
              <a href={data.manageUrl} className={buttonClass('secondary')}>
                {t('manageTitle')}
              </a>
            </p>
          )}
        </LinkPage>
      );
    case 'expired':
      return (
        <LinkPage title={t('badLinkTitle')} lead={t('expiredLead')}>
          <PostForm action={ALERT_ACTION_PATHS.resend} hidden={{ t: token }}>
            <button type="submit" className={buttonClass('primary')}>
              {t('resend')}
            </button>
          </PostForm>
        </LinkPage>
      );
    default:
      return (
        <LinkPage title={t('badLinkTitle')} lead={t('unknownLead')}>
          <SubscribeAgainLink />
        </LinkPage>
      );
  }
}

export const page: PageDefinition = {
  Component: AlertConfirmPage,
  queries: alertConfirmQueries,
  status: alertConfirmStatus,
};
