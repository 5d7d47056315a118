import type { PostedForm } from '@agency/forms';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { I18nForLang, i18nFor } from '../i18n/i18n.ts';
import type { ContentQueryClient } from '../lib/content-query.ts';
import { PostedFormContext } from '../forms/lib/posted-form.ts';
import { PreviewContext } from '../lib/preview.tsx';
import { SiteOriginProvider } from '../lib/site-origin.tsx';

interface AppProvidersProps {
  queryClient: ContentQueryClient;
  /** The site's public origin (the server's SITE_ORIGIN). */
  siteOrigin: string;
  /** A server render's own i18next instance (`renderInstance`); the browser uses one instance per language. */
  i18n?: i18n;
  /** A preview of drafts (the page shows the preview bar). */
  preview?: boolean;
  /** A form the browser posted itself (decision 066): its fields start as they were sent. */
  postedForm?: PostedForm | null;
  children: ReactNode;
}

/** Providers shared by the browser entry and the server's render. */
export function AppProviders({
  queryClient,
  siteOrigin,
  i18n,
  preview = false,
  postedForm = null,
  children,
}: AppProvidersProps) {
  return (
    <StrictMode>
      <SiteOriginProvider origin={siteOrigin}>
        <I18nForLang value={i18n ? () => i18n : i18nFor}>
          <PreviewContext value={preview}>
            <PostedFormContext value={postedForm}>
              <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
            </PostedFormContext>
          </PreviewContext>
        </I18nForLang>
      </SiteOriginProvider>
    </StrictMode>
  );
}
