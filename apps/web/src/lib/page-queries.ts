/**
 * What a page module declares about its content (see docs/web-app.md): a `…Queries` function listing the content
 * queries it needs. The route table (app/page.ts) prefetches them in the route's loader.
 */
import type { Params } from 'react-router-dom';
import type { Lang } from '../i18n/lang.ts';
import type { ContentQueryOptions } from './content-query.ts';

export interface PageContext {
  params: Params;
  lang: Lang;
  /** The request URL's query string (e.g. old links that carry a guide's path in a parameter). */
  searchParams: URLSearchParams;
}

export type PageQueries = (context: PageContext) => ContentQueryOptions[];
