/**
 * /JobAlerts/Feedback?t=…&d=…&v=… (issue 29): "was this e-mail useful?", linked twice from every digest (relevant,
 * not relevant). Opening it records nothing; the button posts the answer and comes back with `?notice=thanks`.
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
import { alertFeedbackQuery, linkStatus, noticeOf } from '../api/alert-queries.ts';

const thanked = (searchParams: URLSearchParams) => noticeOf(searchParams) === 'thanks';
const linkOf = (searchParams: URLSearchParams) => ({
  t: searchParams.get('t') ?? '',
  d: searchParams.get('d') ?? '',
  v: searchParams.get('v') ?? '',
});

const alertFeedbackQueries: PageQueries = ({ lang, searchParams }) => [
  siteSettingsOptions(lang),
  ...(thanked(searchParams) ? [] : [alertFeedbackQuery(linkOf(searchParams))]),
];
const alertFeedbackStatus: PageStatus = ({ searchParams }, queryClient) =>
  thanked(searchParams)
    ? 200
    : linkStatus(queryClient.getQueryData(alertFeedbackQuery(linkOf(searchParams)).queryKey));

export function AlertFeedbackPage() {
  const { t } = useTranslation('alert-pages');
  const [searchParams] = useSearchParams();
  if (thanked(searchParams)) return <LinkPage title={t('thanksTitle')} notice={t('feedbackThanks')} />;
  return <FeedbackLink link={linkOf(searchParams)} />;
}

function FeedbackLink({ link }: { link: ReturnType<typeof linkOf> }) {
  const { t } = useTranslation('alert-pages');
  const { data } = useSuspenseQuery(alertFeedbackQuery(link));
  if (data.state === 'not-found') return <NotFoundContent />;
  const value = link.v === 'relevant' ? 'relevant' : 'not-relevant';
  return (
    <LinkPage title={t('feedbackTitle')} lead={t(`feedbackLead.${value}`)}>
      <PostForm action={paths.alertFeedback} hidden={link}>
        <button type="submit" className={buttonClass('primary')}>
          {t('feedbackButton')}
        </button>
      </PostForm>
    </LinkPage>
  );
}

export const page: PageDefinition = {
  namespaces: ['alert-pages'],
  Component: AlertFeedbackPage,
  queries: alertFeedbackQueries,
  status: alertFeedbackStatus,
};
