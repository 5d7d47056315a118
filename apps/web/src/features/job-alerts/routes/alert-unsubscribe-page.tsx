/**
 * /JobAlerts/Unsubscribe?t=… (issue 29): the List-Unsubscribe address every alert mail carries. A mailbox
 * provider's one-click POST (RFC 8058) goes straight to the API; a visitor gets this page and its button. After it,
 * `?notice=unsubscribed` asks why (optional), and `?notice=thanks` thanks them.
 */
import { ALERT_ACTION_PATHS, UNSUBSCRIBE_REASONS } from '@agency/forms';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NotFoundContent } from '../../../components/not-found/not-found-content.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LinkPage } from '../../../components/ui/link-page.tsx';
import { PostForm } from '../../../components/ui/post-form.tsx';
import choiceStyles from '../../../forms/components/choice-group.module.css';
import type { PageDefinition, PageQueries, PageStatus } from '../../../lib/page-queries.ts';
import { paths } from '../../../lib/route-paths.ts';
import { siteSettingsOptions } from '../../../lib/site-queries.ts';
import { alertUnsubscribeQuery, linkStatus, noticeOf, tokenOf } from '../api/alert-queries.ts';
import styles from './alert-unsubscribe-page.module.css';

/** After the button: no data to read (the alert is gone). */
const done = (searchParams: URLSearchParams) => ['unsubscribed', 'thanks'].includes(noticeOf(searchParams));

const alertUnsubscribeQueries: PageQueries = ({ lang, searchParams }) => [
  siteSettingsOptions(lang),
  ...(done(searchParams) ? [] : [alertUnsubscribeQuery(tokenOf(searchParams))]),
];
const alertUnsubscribeStatus: PageStatus = ({ searchParams }, queryClient) =>
  done(searchParams)
    ? 200
    : linkStatus(queryClient.getQueryData(alertUnsubscribeQuery(tokenOf(searchParams)).queryKey));

export function AlertUnsubscribePage() {
  const { t } = useTranslation('alert-pages');
  const [searchParams] = useSearchParams();
  const token = tokenOf(searchParams);
  const notice = noticeOf(searchParams);
  if (notice === 'thanks') return <LinkPage title={t('thanksTitle')} notice={t('thanksLead')} />;
  if (notice === 'unsubscribed')
    return (
      <LinkPage title={t('unsubscribedTitle')} notice={t('unsubscribedLead')}>
        <PostForm action={ALERT_ACTION_PATHS.reason} hidden={{ t: token }} className={styles.reasons}>
          <fieldset>
            <legend>{t('reasonLegend')}</legend>
            <div className={choiceStyles.choices}>
              {UNSUBSCRIBE_REASONS.map((reason) => (
                <label key={reason} className={choiceStyles.choice}>
                  <input type="radio" name="reason" value={reason} />
                  <span>{t(`reasons.${reason}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <p>
            <button type="submit" className={buttonClass('secondary')}>
              {t('sendReason')}
            </button>
          </p>
        </PostForm>
      </LinkPage>
    );
  return <UnsubscribeLink token={token} />;
}

function UnsubscribeLink({ token }: { token: string }) {
  const { t } = useTranslation('alert-pages');
  const { data } = useSuspenseQuery(alertUnsubscribeQuery(token));
  if (data.state === 'not-found') return <NotFoundContent />;
  if (data.state === 'gone')
    return <LinkPage title={t('unsubscribeTitle')} notice={t('notSubscribedLead')} />;
  return (
    <LinkPage title={t('unsubscribeTitle')} lead={t('unsubscribeLead')}>
      <PostForm action={paths.alertUnsubscribe} hidden={{ t: token }}>
        <button type="submit" className={buttonClass('primary')}>
          {t('unsubscribeButton')}
        </button>
      </PostForm>
    </LinkPage>
  );
}

export const page: PageDefinition = {
  namespaces: ['alert-pages'],
  Component: AlertUnsubscribePage,
  queries: alertUnsubscribeQueries,
  status: alertUnsubscribeStatus,
};
