/**
 * Content queries as react-query options. Pages and components never fetch: they call `contentQuery` with a
 * `defineQuery` query from @agency/content (its result type comes from typegen) and read it with
 * `useSuspenseQuery`. Where the data comes from is decided once at start-up (`setContentFetcher`): the browser's
 * @sanity/client (main.tsx), or the API server's client when it renders a page (entry-prerender.tsx).
 *
 * A content query is for one language: the page's language is part of its key and its data keeps only that
 * language of each localised field (`keepLanguage`), so a page's HTML carries no text of the other language.
 * Switching language is a client-side navigation that loads the other language's data.
 */
import { keepLanguage, type Lang, type QueryParams, type QueryResult } from '@agency/content';
import { queryOptions, type UseQueryOptions } from '@tanstack/react-query';

export type ContentFetcher = (query: string, params: QueryParams, signal?: AbortSignal) => Promise<unknown>;

let fetcher: ContentFetcher = () =>
  Promise.reject(new Error('No content source: call setContentFetcher() first.'));

export function setContentFetcher(next: ContentFetcher): void {
  fetcher = next;
}

/** Options of a content query beyond its text and parameters. */
export interface ContentQueryExtras {
  /**
   * false: the page's HTML does not hand this query's data on to the browser (lib/content-state.ts), because what
   * the server rendered from it is kept as it is (components/layout/legal-text.tsx).
   */
  inPageState?: boolean;
}

/**
 * @param name a stable cache key for the query, e.g. `vacancyBySlug` (the query text is not part of the key,
 *   which keeps the dehydrated state in the HTML small)
 * @param lang the page's language (`useLang()` in components, `context.lang` in a page's `…Queries`)
 */
export function contentQuery<Q extends string>(
  name: string,
  query: Q,
  lang: Lang,
  params: QueryParams = {},
  { inPageState = true }: ContentQueryExtras = {},
) {
  return queryOptions({
    queryKey: ['content', name, lang, params] as const,
    queryFn: async ({ signal }) => keepLanguage((await fetcher(query, params, signal)) as QueryResult<Q>, lang),
    meta: { inPageState },
  });
}

/**
 * What a page module's `…Queries` export returns: every query the page needs, prefetched by its route loader.
 * (A list of queries with different result types, hence `any`.)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ContentQueryOptions = UseQueryOptions<any, Error, any, readonly ['content', string, Lang, QueryParams]>;
