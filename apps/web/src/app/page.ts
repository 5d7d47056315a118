/**
 * The page convention (see docs/web-app.md): a page module exports `page`: its component and, if it shows content,
 * a `…Queries` function listing the content queries it needs. The router wraps each module in a `PageModule`:
 * its code is loaded when the page is first shown, and its queries are prefetched together as soon as the code is
 * there, so the component reads them with `useSuspenseQuery` and several queries load in parallel, not one by one.
 *
 * The server (entry-prerender.tsx) and the browser before hydrating (main.tsx) load the module and its data first,
 * so the page renders at once; on a client-side navigation the page suspends inside the router's transition,
 * and the old page stays until the new one is ready.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ReactPromise } from 'react';
import { loadChunk } from '../lib/chunk-recovery.ts';
import type { PageContext, PageDefinition, PageQueryOptions } from '../lib/page-queries.ts';

export type { PageDefinition };

/**
 * A promise React's `use()` reads synchronously once settled (React looks at `status`/`value`/`reason`), so a
 * module loaded before hydration renders without suspending.
 */
type TrackedPromise<T> = Promise<T> & ReactPromise<T>;

export interface PageModule {
  /** Loads the page's code once (with chunk-failure recovery); later calls return the same promise. */
  load(): TrackedPromise<PageDefinition>;
}

export function pageModule(load: () => Promise<PageDefinition>): PageModule {
  let promise: TrackedPromise<PageDefinition> | undefined;
  return {
    load() {
      if (!promise) {
        const tracked = Object.assign(loadChunk(load), { status: 'pending' as const });
        tracked.then(
          (value) => Object.assign(tracked, { status: 'fulfilled', value }),
          (reason: unknown) => {
            Object.assign(tracked, { status: 'rejected', reason });
            // The next visit tries again (the error boundary offers a reload).
            promise = undefined;
          },
        );
        promise = tracked;
      }
      return promise;
    },
  };
}

/** The react-query options of every query a page (or the layout) needs. */
export function pageQueries(definition: PageDefinition, context: PageContext): PageQueryOptions[] {
  return definition.queries?.(context) ?? [];
}

export function prefetchQueries(queryClient: QueryClient, queries: PageQueryOptions[]): Promise<unknown> {
  return Promise.all(queries.map((query) => queryClient.ensureQueryData(query)));
}

/**
 * Starts loading every query not yet in the cache, without waiting (the component's `useSuspenseQuery` calls wait
 * for them, and react-query shares the request in flight), as react-query's `usePrefetchQuery` does for one.
 */
export function startQueries(queryClient: QueryClient, queries: PageQueryOptions[]): void {
  for (const query of queries) {
    if (queryClient.getQueryState(query.queryKey) === undefined) void queryClient.prefetchQuery(query);
  }
}
