/**
 * The browser's content fetcher: @sanity/client from the web app's config, loaded on the first query the page
 * did not bring in its HTML (a client-side navigation), never as part of a page's first load.
 */
import type { ContentClient } from '@agency/content/client';
import type { ContentFetcher } from './content-query.ts';
import { contentConfig } from './content-config.ts';

let client: Promise<ContentClient> | undefined;

export const browserContentFetcher: ContentFetcher = async (query, params, signal) => {
  client ??= import('@agency/content/client').then(({ createContentClient }) =>
    createContentClient(contentConfig),
  );
  return (await client).fetch(query, params, { signal });
};

let previewClient: Promise<ContentClient> | undefined;

/**
 * In preview mode: drafts, from this site's own query endpoint, which answers the `drafts` perspective only to a
 * browser holding the preview cookie (HttpOnly: it travels with the request, never through script).
 */
export const previewContentFetcher: ContentFetcher = async (query, params, signal) => {
  previewClient ??= import('@agency/content/client').then(({ createContentClient }) =>
    createContentClient({
      dataset: contentConfig.dataset,
      apiVersion: contentConfig.apiVersion,
      origin: window.location.origin,
    }).withConfig({ perspective: 'drafts', withCredentials: true, useCdn: false }),
  );
  return (await previewClient).fetch(query, params, { signal });
};
