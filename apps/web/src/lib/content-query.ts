/**
 * Content queries as react-query options. Pages and components never fetch: they call `contentQuery` with a
 * `defineQuery` query from @agency/content (its result type comes from typegen) and read it with
 * `useSuspenseQuery`. Where the data comes from travels with the query client the query runs in
 * (`ContentQueryClient`): the browser's @sanity/client (main.tsx), or the fetcher the API
 * server gives one render (entry-prerender.tsx). Nothing is kept in module state.
 *
 * A content query is for one language: the page's language is part of its key and its data keeps only that
 * language of each localised field (`keepLanguage`), so a page's HTML carries no text of the other language.
 * Switching language is a client-side navigation that loads the other language's data.
 */
import { keepLanguage, type Lang, type QueryParams, type QueryResult } from '@agency/content';
import type * as queries from '@agency/content/queries';
import { QueryClient, queryOptions, type UseQueryOptions } from '@tanstack/react-query';

/** The site's content queries by export name (`defineQuery` in packages/content/src/queries). */
export type ContentQueryName = keyof typeof queries;

export type ContentFetcher = (query: string, params: QueryParams, signal?: AbortSignal) => Promise<unknown>;

/**
 * The site's own API (a same-origin path such as `/api/status/mine`), for personal pages: in the browser a
 * `fetch` with the visitor's cookies; on the server the API answers in-process for the visitor whose page it renders
 * (lib/api-query.ts).
 */
export type ApiFetcher = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * A query client that carries where its content comes from: the browser's @sanity/client, or the fetcher the API
 * server hands one render (published content, or drafts in preview); and how it reaches the site's API. Queries
 * read them from the client they run in, so two renders at the same moment never share a source or a visitor.
 */
export class ContentQueryClient extends QueryClient {
  readonly fetchContent: ContentFetcher;
  readonly fetchApi: ApiFetcher;
  constructor(
    fetchContent: ContentFetcher,
    fetchApi: ApiFetcher,
    options?: ConstructorParameters<typeof QueryClient>[0],
  ) {
    super(options);
    this.fetchContent = fetchContent;
    this.fetchApi = fetchApi;
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
 * @param name the query's export name in `@agency/content/queries`, e.g. `vacancyBySlugQuery`: its cache key (the
 *   query text is not part of the key, which keeps the dehydrated state in the HTML small)
 * @param lang the page's language (`useLang()` in components, `context.lang` in a page's `…Queries`)
 *
 * The query text is imported when the query runs: on the server for a render, in the browser only for a query the
 * page's HTML did not bring (a client-side navigation). A first visit hydrates from the page's data and so never
 * loads the site's GROQ.
 */
export function contentQuery<N extends ContentQueryName>(name: N, lang: Lang, params: QueryParams = {}) {
  const queryKey: ContentQueryKey = ['content', name, lang, params];
  return queryOptions({
    queryKey,
    queryFn: async ({ client, signal }) => {
      const query = (await import('@agency/content/queries'))[name];
      return keepLanguage(
        (await fetcherOf(client)(query, params, signal)) as QueryResult<(typeof queries)[N]>,
        lang,
      );
    },
  });
}

/**
 * What a page module's `…Queries` export returns: every query the page needs, loaded by its route's loader.
 * (A list of queries with different result types, hence `any`.)
 */
type ContentQueryKey = readonly ['content', string, Lang, QueryParams];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ContentQueryOptions = UseQueryOptions<any, Error, any, ContentQueryKey>;
