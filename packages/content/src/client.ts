/**
 * The one content client: @sanity/client, configured from a ContentConfig. In the embedded default it points at
 * the site's own API server (same URL shape as Sanity's query API), otherwise at Sanity (or `apiHost`); the
 * calling code is the same in both modes. `client.fetch(query)` is typed by the query through typegen's
 * overloads (sanity.types.ts augments @sanity/client's SanityQueries).
 *
 * Imported from `@agency/content/client`, not the package index, so a page that never fetches never loads it.
 */
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import { EMBEDDED_PROJECT_ID, isEmbedded, type ContentConfig } from './config.ts';
import type {} from './sanity.types.ts';

export type { SanityClient as ContentClient } from '@sanity/client';

/** @sanity/client settings for a content config: published documents only, in both modes. */
export function contentClientConfig(config: ContentConfig): ClientConfig {
  const common = {
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    perspective: 'published',
    ...(config.token ? { token: config.token } : {}),
  } satisfies ClientConfig;
  if (isEmbedded(config)) {
    const origin = config.origin ?? globalThis.location?.origin;
    if (!origin) throw new Error('The embedded content client needs the API server origin (config.origin).');
    return {
      ...common,
      projectId: EMBEDDED_PROJECT_ID,
      apiHost: origin.replace(/\/+$/, ''),
      useProjectHostname: false,
      // Our own server answers every query fresh; there is no CDN in front of it.
      useCdn: false,
    };
  }
  return {
    ...common,
    projectId: config.projectId,
    // A token reads through the live API (the CDN would not see private datasets' recent writes).
    useCdn: config.token ? false : (config.useCdn ?? true),
    ...(config.apiHost ? { apiHost: config.apiHost.replace(/\/+$/, ''), useProjectHostname: false } : {}),
  };
}

export function createContentClient(config: ContentConfig): SanityClient {
  return createClient(contentClientConfig(config));
}
