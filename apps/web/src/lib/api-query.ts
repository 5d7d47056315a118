/**
 * The site's own API as react-query options, for the personal pages (a mailed link's, a status session's): like
 * `contentQuery`, pages never fetch; they list `apiQuery(path)` among their queries and read it with
 * `useSuspenseQuery`. The request goes through the `fetchApi` of the query client it runs in: the browser's
 * (`browserFetchApi`), or the one the API server hands a render, which answers in-process with the visitor's cookie.
 *
 * An answer is JSON whatever its status: the personal pages' routes say in the body which state a link is in.
 * Anything else (a 5xx, an HTML error page) fails the query, and the page shows the site's error.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiFetcher } from './content-query.ts';

function apiFetcherOf(client: QueryClient): ApiFetcher {
  const { fetchApi } = client as Partial<{ fetchApi: ApiFetcher }>;
  if (typeof fetchApi !== 'function')
    throw new Error('API queries need a ContentQueryClient: this query client has no fetchApi.');
  return fetchApi;
}

/** A same-origin read of the site's API with the visitor's cookies (the status session's cookie among them). */
export const browserFetchApi: ApiFetcher = (path, init) =>
  fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: { accept: 'application/json', ...init?.headers },
  });

/** `path`: the API route with its query string, e.g. `/api/alerts/manage?t=…` (also the query's cache key). */
export function apiQuery<T>(path: string) {
  return queryOptions({
    queryKey: ['api', path] as const,
    queryFn: async ({ client, signal }): Promise<T> => {
      const response = await apiFetcherOf(client)(path, { signal });
      const json = (response.headers.get('content-type') ?? '').includes('application/json');
      if (response.status >= 500 || !json) throw new Error(`${path} answered ${response.status}`);
      return (await response.json()) as T;
    },
  });
}
