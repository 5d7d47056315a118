import { ContentQueryClient, type ApiFetcher, type ContentFetcher } from '../lib/content-query.ts';

/**
 * Content changes rarely: a minute of freshness avoids refetching on every navigation, and anything older is
 * refreshed in the background, so a vacancy published in the Studio shows up without a rebuild.
 */
export const CONTENT_STALE_MS = 60_000;

export function createQueryClient(fetchContent: ContentFetcher, fetchApi: ApiFetcher): ContentQueryClient {
  return new ContentQueryClient(fetchContent, fetchApi, {
    defaultOptions: {
      queries: { staleTime: CONTENT_STALE_MS, gcTime: 30 * 60_000, retry: 1, refetchOnWindowFocus: true },
    },
  });
}
