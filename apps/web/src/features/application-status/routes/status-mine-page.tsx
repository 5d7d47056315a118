/**
 * /ApplicationStatus/Mine (issue 30 item 2): the applicant's applications and enquiries while their 30-minute
 * session lasts: reference, date, vacancy and stage in their words; withdraw and erasure buttons (form posts that
 * come back here with `?notice=…&ref=…`); a button that closes the session. Without a session: the page has closed.
 */
import { STATUS_PAGE_PATHS } from '@agency/forms';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LinkPage } from '../../../components/ui/link-page.tsx';
import { PostForm } from '../../../components/ui/post-form.tsx';
import { useLang } from '../../../i18n/use-lang.ts';
import type { PageDefinition, PageQueries, PageStatus } from '../../../lib/page-queries.ts';
import { siteSettingsOptions } from '../../../lib/site-queries.ts';
import { mineStatus, statusMineQuery } from '../api/status-queries.ts';
import { ApplicantItem } from '../components/applicant-item.tsx';
import { AskAgainLink } from '../components/ask-again-link.tsx';
import styles from './status-mine-page.module.css';

const NOTICES = {
  withdrawn: 'withdrawn',
  'not-withdrawn': 'notWithdrawn',
  'erasure-asked': 'erasureAsked',
} as const;

const statusMineQueries: PageQueries = ({ lang }) => [siteSettingsOptions(lang), statusMineQuery(lang)];
const statusMinePage: PageStatus = ({ lang, searchParams }, queryClient) =>
  mineStatus(queryClient, lang, searchParams.get('notice') === 'signed-out');

export function StatusMinePage() {
  const { t } = useTranslation('status-pages');
  const lang = useLang();
  const [searchParams] = useSearchParams();
  const { data } = useSuspenseQuery(statusMineQuery(lang));
  const code = searchParams.get('notice') ?? '';
  if (data.state === 'ended') {
    const which = code === 'signed-out' ? 'signedOut' : 'ended';
    return (
      <LinkPage title={t(`${which}.title`)} lead={t(`${which}.lead`)}>
        <AskAgainLink />
      </LinkPage>
    );
  }
  const notice = Object.hasOwn(NOTICES, code)
    ? t(`notices.${NOTICES[code as keyof typeof NOTICES]}`, { reference: searchParams.get('ref') ?? '' })
    : undefined;
  return (
    <LinkPage title={t('mine.title')} lead={t('mine.lead')} notice={notice}>
      {data.items.length === 0 ? (
        <p>{t('mine.none')}</p>
      ) : (
        <ul className={styles.items}>
          {data.items.map((item) => (
            <ApplicantItem key={item.reference} item={item} />
          ))}
        </ul>
      )}
      <PostForm action={STATUS_PAGE_PATHS.signOut}>
        <button type="submit" className={buttonClass('secondary')}>
          {t('mine.signOut')}
        </button>
      </PostForm>
    </LinkPage>
  );
}

export const page: PageDefinition = {
  namespaces: ['status-pages'],
  Component: StatusMinePage,
  queries: statusMineQueries,
  status: statusMinePage,
};
