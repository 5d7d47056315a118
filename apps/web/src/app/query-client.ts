import { QueryClient } from '@tanstack/react-query';

/**
 * Content changes rarely: a minute of freshness avoids refetching on every navigation, and anything older is
 * refreshed in the background, so a vacancy published in the Studio shows up without a rebuild.
 */
export const CONTENT_STALE_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: CONTENT_STALE_MS, gcTime: 30 * 60_000, retry: 1, refetchOnWindowFocus: true },
    },
  });
}
