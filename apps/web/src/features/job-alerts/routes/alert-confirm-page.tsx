/**
 * /JobAlerts/Confirm?t=… (issue 29, decision 028): the page the confirmation mail's link opens. Opening it confirms
 * nothing (mail scanners open links): it shows what the alert asks for and a Confirm button that posts the token;
 * the API confirms and leads to the manage page. A link that no longer confirms says why: expired (a new link by
 * mail), already used (`already-confirmed`: no manage link, which the used link must not give, but a form that
 * mails one to the address: issue 42), or unknown. After "Send me a new link": `?notice=resent`; after asking for
 * the manage link: `?notice=manage-link-sent` (or `manage-link-invalid` for an address the browser let through).
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

const resent = (searchParams: URLSearchParams) =>
  ['resent', 'manage-link-sent'].includes(noticeOf(searchParams) ?? '');

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
  const notice = noticeOf(searchParams);
  if (notice === 'resent') return <LinkPage title={t('resentTitle')} notice={t('resentLead')} />;
  if (notice === 'manage-link-sent')
    return <LinkPage title={t('manageLinkSentTitle')} notice={t('manageLinkSentLead')} />;
  if (notice === 'manage-link-invalid')
    return (
      <LinkPage title={t('confirmedTitle')}>
        <ManageLinkForm invalid />
      </LinkPage>
    );
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
          <ManageLinkForm />
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

/** The manage link by mail: a plain form post (works without JavaScript), checked by the browser first. */
function ManageLinkForm({ invalid = false }: { invalid?: boolean }) {
  const { t } = useTranslation('alert-pages');
  return (
    <PostForm action={ALERT_ACTION_PATHS.manageLink} hidden={{}}>
      <p>{t('manageLinkLead')}</p>
      <p>
        <label htmlFor="manage-link-email">{t('emailLabel')}</label>
        <br />
        {invalid && (
          <span id="manage-link-email-error" className="error">
            {t('emailInvalid')}
          </span>
        )}
        <input
          id="manage-link-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'manage-link-email-error' : undefined}
        />
      </p>
      <button type="submit" className={buttonClass('primary')}>
        {t('manageLinkButton')}
      </button>
    </PostForm>
  );
}

export const page: PageDefinition = {
  namespaces: ['alert-pages'],
  Component: AlertConfirmPage,
  queries: alertConfirmQueries,
  status: alertConfirmStatus,
};
