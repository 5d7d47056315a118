/**
 * The job-alert pages' data (apps/api/src/alerts/alert-answers.ts): what a mailed link is and what its alert asks
 * for. Reading changes nothing; the pages' buttons post to the API's actions.
 */
import type {
  AlertConfirmAnswer,
  AlertFeedbackAnswer,
  AlertKeepAnswer,
  AlertManageAnswer,
  AlertUnsubscribeAnswer,
} from '@agency/forms';
import type { Lang } from '../../../i18n/lang.ts';
import { apiQuery } from '../../../lib/api-query.ts';

const path = (route: string, params: Record<string, string>) =>
  `/api/alerts/${route}?${new URLSearchParams(params).toString()}`;

export const alertConfirmQuery = (t: string, lang: Lang) =>
  apiQuery<AlertConfirmAnswer>(path('confirm', { t, lang }));
export const alertManageQuery = (t: string) => apiQuery<AlertManageAnswer>(path('manage', { t }));
export const alertUnsubscribeQuery = (t: string) =>
  apiQuery<AlertUnsubscribeAnswer>(path('unsubscribe', { t }));
export const alertKeepQuery = (t: string) => apiQuery<AlertKeepAnswer>(path('keep', { t }));
export const alertFeedbackQuery = (params: { t: string; d: string; v: string }) =>
  apiQuery<AlertFeedbackAnswer>(path('feedback', params));

/** The link's token in the page's address. */
export const tokenOf = (searchParams: URLSearchParams) => searchParams.get('t') ?? '';
export const noticeOf = (searchParams: URLSearchParams) => searchParams.get('notice') ?? '';

/** 404 for a link that is no link of ours (the site's 404 page), 410 for one that no longer works, else 200. */
export const linkStatus = (answer: { state: string } | undefined, gone: readonly string[] = []) =>
  answer?.state === 'not-found' ? 404 : answer && gone.includes(answer.state) ? 410 : 200;
