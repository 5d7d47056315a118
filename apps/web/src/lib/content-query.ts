/**
 * Content queries as react-query options. Pages and components never fetch: they call `contentQuery` with a
 * `defineQuery` query from @agency/content (its result type comes from typegen) and read it with
 * `useSuspenseQuery`. Where the data comes from travels with the query client the query runs in
 * (`ContentQueryClient`): the browser's @sanity/client (app/start.tsx), or the fetcher the API
 * server gives one render (entry-prerender.tsx). Nothing is kept in module state.
 *
 * A content query is for one language: the page's language is part of its key and its data keeps only that
 * language of each localised field (`keepLanguage`), so a page's HTML carries no text of the other language.
 * Switching language is a client-side navigation that loads the other language's data.
 */
import { keepLanguage, type Lang, type QueryParams, type QueryResult } from '@agency/content';
import { QueryClient, queryOptions, type UseQueryOptions } from '@tanstack/react-query';

export type ContentFetcher = (query: string, params: QueryParams, signal?: AbortSignal) => Promise<unknown>;

/**
 * A query client that carries where its content comes from: the browser's @sanity/client, or the fetcher the API
 * server hands one render (published content, or drafts in preview). Content queries read it from the client they
 * run in, so two renders at the same moment never share a source.
 */
export class ContentQueryClient extends QueryClient {
  readonly fetchContent: ContentFetcher;
  constructor(fetchContent: ContentFetcher, options?: ConstructorParameters<typeof QueryClient>[0]) {
    super(options);
    this.fetchContent = fetchContent;
  }
}

/** The content source of the query client a query runs in. */
function fetcherOf(client: QueryClient): ContentFetcher {
  const { fetchContent } = client as Partial<{ fetchContent: ContentFetcher }>;
  if (typeof fetchContent !== 'function')
    throw new Error('Content queries need a ContentQueryClient: this query client has no content source.');
  return fetchContent;
}

/**
 * @param name a stable cache key for the query, e.g. `vacancyBySlug` (the query text is not part of the key,
 *   which keeps the dehydrated state in the HTML small)
 * @param lang the page's language (`useLang()` in components, `context.lang` in a page's `…Queries`)
 */
export function contentQuery<Q extends string>(name: string, query: Q, lang: Lang, params: QueryParams = {}) {
  return queryOptions({
    queryKey: ['content', name, lang, params] as const,
    queryFn: async ({ client, signal }) =>
      keepLanguage((await fetcherOf(client)(query, params, signal)) as QueryResult<Q>, lang),
  });
}

/**
 * What a page module's `…Queries` export returns: every query the page needs, prefetched by its route loader.
 * (A list of queries with different result types, hence `any`.)
 */
type ContentQueryKey = readonly ['content', string, Lang, QueryParams];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ContentQueryOptions = UseQueryOptions<any, Error, any, ContentQueryKey>;
