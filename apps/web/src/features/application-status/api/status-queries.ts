/**
 * The status pages' data (apps/api/src/status/status-plugin.ts): whether a mailed link still opens, and the
 * session's submissions. The session cookie travels with the request (the site's server render passes it on).
 */
import type { StatusLinkAnswer, StatusMineAnswer } from '@agency/forms';
import type { QueryClient } from '@tanstack/react-query';
import type { Lang } from '../../../i18n/lang.ts';
import { apiQuery } from '../../../lib/api-query.ts';

export const statusLinkQuery = (token: string) =>
  apiQuery<StatusLinkAnswer>(`/api/status/link?t=${encodeURIComponent(token)}`);

export const statusMineQuery = (lang: Lang) => apiQuery<StatusMineAnswer>(`/api/status/mine?lang=${lang}`);

/** The page's HTTP status when the session has ended (the list is gone): 401, as a closed session is. */
export function mineStatus(queryClient: QueryClient, lang: Lang, signedOut: boolean): number {
  const mine = queryClient.getQueryData(statusMineQuery(lang).queryKey);
  return mine?.state === 'ended' && !signedOut ? 401 : 200;
}
