/**
 * Prerender entry, built by Vite for Node (`vite build --ssr`) and driven by scripts/prerender.ts: renders one URL
 * to HTML with the same routes, loaders and components as the browser, using the content fetcher it is given.
 */
import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app.tsx';
import type { AppState } from './app/app-state.ts';
import { createQueryClient } from './app/query-client.ts';
import { createRoutes } from './app/routes.tsx';
import { config } from './config.ts';
import { loadNamespaces, trackUsedNamespaces } from './i18n/i18n.ts';
import { langFromPath, type Lang } from './i18n/lang.ts';
import { setContentFetcher, type ContentFetcher } from './lib/content-query.ts';

export { serializeAppState, APP_STATE_ID } from './app/app-state.ts';
export { LANGS, localizePath } from './i18n/lang.ts';
export { paths, sectionRedirects, staticPagePaths } from './lib/route-paths.ts';
export { config };
export { studioUrlOf } from './lib/site-queries.ts';

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; lang: Lang; html: string; state: AppState };

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let out = '';
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out + decoder.decode();
    out += decoder.decode(value, { stream: true });
  }
}

export async function renderUrl(
  path: string,
  fetcher: ContentFetcher,
  options: { notFound?: boolean } = {},
): Promise<RenderResult> {
  setContentFetcher(fetcher);
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, config.siteOrigin)));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  if (context.errors) {
    const [error] = Object.values(context.errors);
    throw new Error(
      `Rendering ${path} failed: ${error instanceof Error ? error.stack : JSON.stringify(error)}`,
    );
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const lang = langFromPath(path);
  await loadNamespaces(lang);
  // Outlined boundaries would be revealed by inline scripts, which the CSP (script-src 'self') blocks.
  const [html, namespaces] = await trackUsedNamespaces(lang, async () => {
    const { prelude } = await prerender(
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return streamToString(prelude);
  });
  const queries = dehydrate(queryClient);
  // Drops the cache's garbage-collection timers, which would otherwise keep the build process alive.
  queryClient.clear();
  return {
    kind: 'page',
    status: context.statusCode,
    lang,
    html,
    state: {
      path,
      notFound: options.notFound ?? false,
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      queries,
      namespaces,
    },
  };
}
