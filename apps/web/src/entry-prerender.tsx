/**
 * Server entry, built by Vite for Node (`vite build --ssr`, into dist-ssr/) and loaded by the API server, which
 * renders every page from the configured content (decision 018). It renders one URL to a full HTML document with
 * React Router's data router and the same routes as the browser (app/routes.tsx): the static handler runs the
 * matched routes' loaders, which fill this render's query client, then the page renders at once. Everything a render
 * needs (the content fetcher, the query client, the language's i18next instance and its record of namespaces) is
 * its own, so the server runs several at once. The contract with the server is written once, in site-bundle.ts.
 */
import { readFile } from 'node:fs/promises';
import { isVacancyOpen, vacanciesQuery, type VacanciesQueryResult } from '@agency/content';
import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app.tsx';
import { PAGE_DATA_ID, serializePageData } from './app/page-data.ts';
import { pageKey } from './app/page-key.ts';
import { createQueryClient } from './app/query-client.ts';
import { routerContext, routes } from './app/routes.tsx';
import { paths, staticPagePaths } from './lib/route-paths.ts';
import { loadNamespaces, renderInstance } from './i18n/i18n.ts';
import { langFromPath, LANGS, localizePath, type Lang } from './i18n/lang.ts';
import type { ContentFetch, PageRender, RenderOptions, SiteBundle } from './site-bundle.ts';
import { criticalCssInlinerFrom } from './render/critical-css.ts';
import { renderDocument } from './render/html-document.ts';
import { renderRobots, renderSitemap as sitemapXml, type SitemapEntry } from './render/sitemap.ts';

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

/** Renders one URL (path and query string) to an HTML document, or the redirect its route answers with. */
async function renderPage(url: string, fetch: ContentFetch, options: RenderOptions): Promise<PageRender> {
  const location = new URL(url, options.siteOrigin);
  const lang = langFromPath(location.pathname);
  const queryClient = createQueryClient(fetch);
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
  const { prelude } = await prerender(
    <AppProviders
      queryClient={queryClient}
      siteOrigin={options.siteOrigin}
      i18n={i18n.i18n}
      preview={options.preview}
    >
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  const appHtml = await new Response(prelude).text();
  // A part that failed would be left for the browser to render: the last good page is better (page cache).
  if (errors.length > 0) throw renderFailed(url, errors[0]);
  const pageData = serializePageData({
    router: { loaderData: context.loaderData },
    queries: dehydrate(queryClient),
    namespaces: i18n.usedNamespaces(),
    siteOrigin: options.siteOrigin,
    ...(options.preview ? { preview: true } : {}),
  });
  // Drops the cache's garbage-collection timers, which would otherwise keep timers alive between renders.
  queryClient.clear();
  const html = await inlineCriticalCss(
    renderDocument({ template: await readTemplate(), lang, appHtml, pageData, pageDataId: PAGE_DATA_ID }),
  );
  return { kind: 'page', status: context.statusCode, html };
}

/** Every page (each language's path) that exists on `today`: the fixed pages and the open vacancies. */
async function listPages(fetch: ContentFetch, today: string): Promise<string[][]> {
  const vacancies = (await fetch(vacanciesQuery, {})) as VacanciesQueryResult;
  const open = vacancies.filter((vacancy) => isVacancyOpen(vacancy, today));
  return [...staticPagePaths, ...open.map((vacancy) => paths.vacancy(vacancy.slug))].map((neutral) =>
    LANGS.map((lang) => localizePath(neutral, lang)),
  );
}

/** sitemap.xml: every page and every vacancy open on `today`, each with its other-language alternate. */
async function renderSitemap(fetch: ContentFetch, today: string, siteOrigin: string): Promise<string> {
  const entries: SitemapEntry[] = [];
  for (const page of await listPages(fetch, today)) {
    const alternates = Object.fromEntries(LANGS.map((lang, index) => [lang, `${siteOrigin}${page[index]}`]));
    for (const lang of LANGS) entries.push({ alternates, lang });
  }
  return sitemapXml(entries, 'en' satisfies Lang);
}

/** robots.txt for the site's public origin. */
function renderRobotsTxt(siteOrigin: string): string {
  return renderRobots(siteOrigin);
}

/** What the API server loads (site-bundle.ts, checked member by member when loaded). */
export const siteBundle: SiteBundle = {
  renderPage,
  pageKey,
  listPages,
  renderSitemap,
  renderRobotsTxt,
  langFromPath,
  localizePath: (urlPath, lang) => localizePath(urlPath, lang as Lang),
};
