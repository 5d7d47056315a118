/**
 * What a page module declares (see docs/web-app.md): it exports `page`, its component, a `…Queries` function listing
 * the content queries it needs, its own i18n namespaces, and optionally a `…Status` function. The route table
 * (lib/route-paths.ts) names the module; its route's loader (app/routes.tsx) loads the queries and texts.
 */
import type { QueryClient, UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { Lang } from '../i18n/lang.ts';

export interface PageContext {
  params: Params;
  lang: Lang;
  /** The request URL's query string (e.g. old links that carry a guide's path in a parameter). */
  searchParams: URLSearchParams;
}

/**
 * A query a page needs: a content query (`contentQuery`), or on a personal page an API query (`apiQuery`).
 * (A list of queries with different result types, hence `any`.)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageQueryOptions = UseQueryOptions<any, Error, any, any>;

export type PageQueries = (context: PageContext) => PageQueryOptions[];

/** The page's HTTP status once its queries are loaded (default 200): e.g. 404 for no such vacancy, 410 closed. */
export type PageStatus = (context: PageContext, queryClient: QueryClient) => number;

/** What a page module exports as `page`. */
export interface PageDefinition {
  Component: ComponentType;
  queries?: PageQueries;
  /** Its own text namespaces (beside the layout's `common`), loaded with its data; one left out loads when asked. */
  namespaces?: readonly string[];
  status?: PageStatus;
}
