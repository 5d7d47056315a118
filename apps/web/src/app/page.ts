/**
 * The page convention (see docs/web-app.md): a page module exports its component and, if it shows content,
 * a `…Queries` function listing the content queries it needs. The route table turns that into a lazy route whose
 * loader prefetches those queries, so the page's code and its data load in parallel and the component reads
 * them with `useSuspenseQuery` without ever suspending.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { data, type LazyRouteFunction, type RouteObject } from 'react-router-dom';
import type { Lang } from '../i18n/lang.ts';
import type { ContentQueryOptions } from '../lib/content-query.ts';
import { loadChunk } from '../lib/chunk-recovery.ts';
import type { PageQueries, PageStatus } from '../lib/page-queries.ts';

export interface PageDefinition {
  Component: ComponentType;
  queries?: PageQueries;
  status?: PageStatus;
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
    const { Component, queries, status } = await loadChunk(load);
    return {
      Component,
      loader: async ({ params, request }) => {
        const context = { params, lang, searchParams: new URL(request.url).searchParams };
        if (queries) await prefetchQueries(queryClient, queries(context));
        const code = status?.(context, queryClient) ?? 200;
        return code === 200 ? null : data(null, { status: code });
      },
    };
  };
}
