/**
 * The content cache as it travels in a page's HTML (issue 14: the HTML should fit the ~14 KB first round trip):
 * each loaded content query's key and data, without react-query's per-query bookkeeping (`dehydrate` adds about
 * 250 bytes of status fields and a copy of the key to every query).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export type ContentState = [queryKey: QueryKey, data: unknown][];

/** Every query that has loaded (a failed render is an error page: it hands no data on). */
export function dehydrateContent(queryClient: QueryClient): ContentState {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data]);
}

/**
 * Fills the browser's cache with the page's data. It was rendered from the published content (the server
 * re-renders on publish), so it counts as fresh from now: hydration reads it without fetching.
 */
export function hydrateContent(queryClient: QueryClient, state: ContentState): void {
  const updatedAt = Date.now();
  for (const [queryKey, data] of state) queryClient.setQueryData(queryKey, data, { updatedAt });
}
