import { queryApiBase, type ContentConfig } from './config.ts';
import type { QueryParams, ResultOf } from './query-types.ts';

export class ContentQueryError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ContentQueryError';
    this.status = status;
  }
}

/** Encodes a query the way Sanity's HTTP API expects: `?query=…&$name=<JSON value>`. */
export function buildQueryUrl(config: ContentConfig, query: string, params: QueryParams = {}): string {
  const search = new URLSearchParams({ query });
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value));
  // Published documents only, whatever the API version's default.
  search.set('perspective', 'published');
  return `${queryApiBase(config)}/data/query/${encodeURIComponent(config.dataset)}?${search}`;
}

export interface ContentClient {
  readonly config: ContentConfig;
  fetch<Q extends string>(
    query: Q,
    params?: QueryParams,
    init?: { signal?: AbortSignal },
  ): Promise<ResultOf<Q>>;
}

/**
 * A browser-safe client (plain fetch, no @sanity/client): Sanity's API CDN when a project is configured,
 * the same URL shape on the site's own API server otherwise.
 */
export function createContentClient(
  config: ContentConfig,
  fetchImpl: typeof fetch = globalThis.fetch,
): ContentClient {
  return {
    config,
    async fetch(query, params, init) {
      const response = await fetchImpl(buildQueryUrl(config, query, params), {
        headers: { accept: 'application/json' },
        signal: init?.signal,
      });
      const body = (await response.json().catch(() => null)) as {
        result?: unknown;
        error?: { description?: string };
      } | null;
      if (!response.ok || !body || !('result' in body)) {
        const reason = body?.error?.description ?? `HTTP ${response.status}`;
        throw new ContentQueryError(`Content query failed: ${reason}`, response.status);
      }
      return body.result as never;
    },
  };
}
