import type { PostedForm } from '@agency/forms';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { I18nForLang, i18nFor } from '../i18n/i18n.ts';
import { BuiltValuesContext, type BuiltValues } from '../lib/built-values.ts';
import type { ContentQueryClient } from '../lib/content-query.ts';
import { PostedFormContext } from '../forms/lib/posted-form.ts';
import { PreviewContext } from '../lib/preview.tsx';
import { SiteOriginProvider } from '../lib/site-origin.tsx';

/**
 * Providers shared by the browser entry and the prerender. A server render passes its own i18next instance
 * (`renderInstance`), so everything it needs travels with it; the browser uses one instance per language.
 */
export function AppProviders({
  queryClient,
  siteOrigin,
  i18n,
  built,
  preview = false,
  postedForm = null,
  children,
}: {
  queryClient: ContentQueryClient;
  /** The site's public origin (the server's SITE_ORIGIN). */
  siteOrigin: string;
  i18n?: i18n;
  /** Image URLs and formatted text: built by the server's render, read from the page's state in the browser. */
  built: BuiltValues;
  /** A preview of drafts (the page shows the preview bar). */
  preview?: boolean;
  /** A form the browser posted itself (decision 066): its fields start as they were sent. */
  postedForm?: PostedForm | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <SiteOriginProvider origin={siteOrigin}>
        <I18nForLang value={i18n ? () => i18n : i18nFor}>
          <PreviewContext value={preview}>
            <BuiltValuesContext value={built}>
              <PostedFormContext value={postedForm}>
                <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
              </PostedFormContext>
            </BuiltValuesContext>
          </PreviewContext>
        </I18nForLang>
      </SiteOriginProvider>
    </StrictMode>
  );
}
