/**
 * /ApplicationStatus/Open?t=… (issue 30, decision 031): the page a status link opens. It shows nothing of the
 * applicant's until its button is pressed (mail scanners open links): the button posts the token, which starts a
 * 30-minute session and leads to /ApplicationStatus/Mine. A link that no longer works says why and offers a new one.
 * After "Send me a new link": `?notice=resent`.
 */
import { STATUS_PAGE_PATHS } from '@agency/forms';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LinkPage } from '../../../components/ui/link-page.tsx';
import { PostForm } from '../../../components/ui/post-form.tsx';
import type { PageDefinition, PageQueries, PageStatus } from '../../../lib/page-queries.ts';
import { paths } from '../../../lib/route-paths.ts';
import { siteSettingsOptions } from '../../../lib/site-queries.ts';
import { useSearchParams } from 'react-router-dom';
import { statusLinkQuery } from '../api/status-queries.ts';
import { AskAgainLink } from '../components/ask-again-link.tsx';

const tokenOf = (searchParams: URLSearchParams) => searchParams.get('t') ?? '';
const resent = (searchParams: URLSearchParams) => searchParams.get('notice') === 'resent';

const statusOpenQueries: PageQueries = ({ lang, searchParams }) => [
  siteSettingsOptions(lang),
  ...(resent(searchParams) ? [] : [statusLinkQuery(tokenOf(searchParams))]),
];

const statusOpenStatus: PageStatus = ({ searchParams }, queryClient) => {
  if (resent(searchParams)) return 200;
  const link = queryClient.getQueryData(statusLinkQuery(tokenOf(searchParams)).queryKey);
  return link?.state === 'valid' ? 200 : 410;
};

export function StatusOpenPage() {
  const [searchParams] = useSearchParams();
  const { t } = useTranslation('status-pages');
  if (resent(searchParams)) return <LinkPage title={t('resent.title')} notice={t('resent.lead')} />;
  return <LinkState token={tokenOf(searchParams)} />;
}

function LinkState({ token }: { token: string }) {
  const { t } = useTranslation('status-pages');
  const { data } = useSuspenseQuery(statusLinkQuery(token));
  if (data.state === 'valid')
    return (
      <LinkPage title={t('open.title')} lead={t('open.lead')}>
        <PostForm action={paths.statusOpen} hidden={{ t: token }}>
          <button type="submit" className={buttonClass('primary')}>
            {t('open.button')}
          </button>
        </PostForm>
      </LinkPage>
    );
  return (
    <LinkPage title={t(`bad.${data.state}.title`)} lead={t(`bad.${data.state}.lead`)}>
      {data.state === 'unknown' ? (
        <AskAgainLink />
      ) : (
        <PostForm action={STATUS_PAGE_PATHS.resend} hidden={{ t: token }}>
          <button type="submit" className={buttonClass('primary')}>
            {t('resend')}
          </button>
        </PostForm>
      )}
    </LinkPage>
  );
}

export const page: PageDefinition = {
  namespaces: ['status-pages'],
  Component: StatusOpenPage,
  queries: statusOpenQueries,
  status: statusOpenStatus,
};
