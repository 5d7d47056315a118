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
