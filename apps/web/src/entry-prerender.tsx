/**
 * Server entry, built by Vite for Node (dist-ssr/) and loaded by the API server (decision 018; the contract is
 * site-bundle.ts). It renders one URL with React Router's data router and the browser's routes (app/routes.tsx): the
 * static handler runs the matched loaders, which fill this render's own query client, then the page renders at once.
 * Everything a render needs is its own (content fetcher, query client, i18next instance), so renders run side by side.
 */
import { readFile } from 'node:fs/promises';
import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app.tsx';
import { pageKey, personalPage } from './app/page-key.ts';
import { createQueryClient } from './app/query-client.ts';
import { routerContext, routes } from './app/routes.tsx';
import { loadNamespaces, renderInstance } from './i18n/i18n.ts';
import type { PageData } from './lib/page-data.ts';
import { langFromPath, localizePath, type Lang } from './i18n/lang.ts';
import type { ContentFetch, PageRender, RenderOptions, SiteBundle } from './site-bundle.ts';
import { criticalCssInlinerFrom } from './render/critical-css.ts';
import { renderDocument } from './render/html-document.ts';
import { listPages, renderSitemap } from './render/page-list.ts';
import { renderRobots } from './render/sitemap.ts';

// The client build's index.html (Vite's script and stylesheet tags), copied beside this bundle by the build.
let template: Promise<string> | undefined;
const readTemplate = () => (template ??= readFile(new URL('./index.html', import.meta.url), 'utf8'));
const inlineCriticalCss = criticalCssInlinerFrom(new URL('.', import.meta.url));
const handler = createStaticHandler(routes);

/** A render that failed: the server serves the last good page (or 503), and logs the cause. */
const renderFailed = (url: string, error: unknown) =>
  new Error(`Rendering ${url} failed: ${error instanceof Error ? error.stack : String(error)}`, {
    cause: error,
  });

/** A shared page reads no one's API: only a personal page's render is given the visitor's (site-bundle.ts). */
const noApi = (path: string) => Promise.reject(new Error(`${path}: only personal pages read the API`));

/** Renders one URL (path and query string) to an HTML document, or the redirect its route answers with. */
async function renderPage(url: string, fetch: ContentFetch, options: RenderOptions): Promise<PageRender> {
  const location = new URL(url, options.siteOrigin);
  const lang = langFromPath(location.pathname);
  const queryClient = createQueryClient(fetch, options.fetchApi ?? noApi);
  const request = new Request(location);
  const context = await handler.query(request, { requestContext: routerContext(queryClient) });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // A loader that failed (e.g. the content service refused a query: the server answers 404 for visitor input).
  if (context.errors) throw renderFailed(url, Object.values(context.errors)[0]);
  await loadNamespaces(lang);
  const i18n = renderInstance(lang);
  const errors: unknown[] = [];
  // hydrate={false}: the router's data travels in the page's JSON block below, not in an inline script (the CSP
  // is script-src 'self'), and no Suspense boundary is left for an inline script to reveal.
  const router = createStaticRouter(handler.dataRoutes, context);
  const { siteOrigin, preview, postedForm } = options;
  const { prelude } = await prerender(
    <AppProviders
      queryClient={queryClient}
      siteOrigin={siteOrigin}
      i18n={i18n.i18n}
      preview={preview}
      postedForm={postedForm}
    >
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  const appHtml = await new Response(prelude).text();
  // A part that failed would be left for the browser to render: the last good page is better (page cache).
  if (errors.length > 0) throw renderFailed(url, errors[0]);
  const pageData: PageData = {
    router: { loaderData: context.loaderData },
    queries: dehydrate(queryClient),
    namespaces: i18n.usedNamespaces(),
    siteOrigin,
    preview,
    // Decision 066: a form the browser posted itself, shown at its endpoint's URL; the page is the form's page.
    ...(postedForm ? { posted: { form: postedForm, path: `${location.pathname}${location.search}` } } : {}),
  };
  // Drops the cache's garbage-collection timers, which would otherwise keep timers alive between renders.
  queryClient.clear();
  const html = await inlineCriticalCss(renderDocument(await readTemplate(), lang, appHtml, pageData));
  return { kind: 'page', status: context.statusCode, html };
}

/** What the API server loads (site-bundle.ts, checked member by member when loaded). */
export const siteBundle: SiteBundle = {
  renderPage,
  pageKey,
  personalPage,
  listPages,
  renderSitemap,
  renderRobotsTxt: renderRobots,
  langFromPath,
  localizePath: (urlPath, lang) => localizePath(urlPath, lang as Lang),
};
