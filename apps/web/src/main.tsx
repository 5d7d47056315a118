/**
 * Browser entry: hydrates the server-rendered page as soon as it runs. The page's data block (lib/page-data.ts)
 * fills the query client and React Router's hydration data, so hydration renders what the server did and fetches
 * nothing; the page's route module and texts are loaded first, as React Router documents for lazy routes.
 */
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routerContext, routes } from './app/routes.tsx';
import { startReveal } from './components/ui/reveal.ts';
import { loadNamespaces } from './i18n/i18n.ts';
import { langFromPath } from './i18n/lang.ts';
import { browserContentFetcher, previewContentFetcher } from './lib/browser-content-fetcher.ts';
import { browserFetchApi } from './lib/api-query.ts';
import { reloadOnChunkFailure } from './lib/chunk-recovery.ts';
import { enableFullStylesheets } from './lib/full-stylesheets.ts';
import { startInsights } from './lib/insights.ts';
import { readPageData } from './lib/page-data.ts';

enableFullStylesheets(document);
reloadOnChunkFailure();
startReveal();

const pageData = readPageData();
// Decision 066: a form posted without scripts came back at its endpoint's URL; the router starts at the form's page.
if (pageData?.posted) window.history.replaceState(null, '', pageData.posted.path + window.location.hash);
const queryClient = createQueryClient(
  pageData?.preview ? previewContentFetcher : browserContentFetcher,
  browserFetchApi,
);
if (pageData) {
  // The page was rendered from the content published now (the server renders again on publish): fresh from now,
  // so nothing is fetched again when the page mounts.
  for (const query of pageData.queries.queries) query.state.dataUpdatedAt = Date.now();
  hydrate(queryClient, pageData.queries);
}

await Promise.all([
  loadNamespaces(langFromPath(window.location.pathname), pageData?.namespaces ?? ['common']),
  ...(matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
    if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
  }),
]);

const getContext = () => routerContext(queryClient);
const router = createBrowserRouter(routes, { hydrationData: pageData?.router, getContext });
startInsights(router, { preview: pageData?.preview });
const app = (
  <AppProviders
    queryClient={queryClient}
    siteOrigin={pageData?.siteOrigin ?? window.location.origin}
    preview={pageData?.preview}
    postedForm={pageData?.posted?.form}
  >
    <RouterProvider router={router} />
  </AppProviders>
);
const rootElement = document.getElementById('root')!;
if (router.state.initialized) {
  hydrateRoot(rootElement, app);
} else {
  // The HTML is another route's (the language's 404 page, sent for a vacancy that does not exist) or none (`vite`
  // in development): the router loads this URL's data, then the browser renders the page itself.
  await new Promise<void>((resolve) => router.subscribe((state) => state.initialized && resolve()));
  createRoot(rootElement).render(app);
}
