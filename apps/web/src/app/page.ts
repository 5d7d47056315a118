/**
 * The page convention (see docs/web-app.md): a page module exports its component and, if it shows content,
 * a `…Queries` function listing the content queries it needs. The route table turns that into a lazy route whose
 * loader prefetches those queries, so the page's code and its data load in parallel and the component reads
 * them with `useSuspenseQuery` without ever suspending.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import type { Lang } from '../i18n/lang.ts';
import type { ContentQueryOptions } from '../lib/content-query.ts';
import { loadChunk } from '../lib/chunk-recovery.ts';
import type { PageQueries } from '../lib/page-queries.ts';

export interface PageDefinition {
  Component: ComponentType;
  queries?: PageQueries;
}

export function prefetchQueries(queryClient: QueryClient, queries: ContentQueryOptions[]): Promise<unknown> {
  return Promise.all(queries.map((query) => queryClient.ensureQueryData(query)));
}

export function lazyPage(
  load: () => Promise<PageDefinition>,
  lang: Lang,
  queryClient: QueryClient,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const { Component, queries } = await loadChunk(load);
    return {
      Component,
      loader: async ({ params, request }) => {
        if (queries) {
          const searchParams = new URL(request.url).searchParams;
          await prefetchQueries(queryClient, queries({ params, lang, searchParams }));
        }
        return null;
      },
    };
  };
}
