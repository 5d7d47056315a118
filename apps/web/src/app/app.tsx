import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { SiteOriginProvider } from '../lib/site-origin.tsx';

/** Providers shared by the browser entry and the prerender. */
export function AppProviders({
  queryClient,
  siteOrigin,
  children,
}: {
  queryClient: QueryClient;
  /** The site's public origin (the server's SITE_ORIGIN). */
  siteOrigin: string;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <SiteOriginProvider origin={siteOrigin}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </SiteOriginProvider>
    </StrictMode>
  );
}
