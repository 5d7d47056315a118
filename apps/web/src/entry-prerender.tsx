/**
 * Server entry, built by Vite for Node (`vite build --ssr`, into dist-ssr/) and loaded by the API server, which
 * renders every page from the configured content (docs/decisions/010-pages-follow-content.md). It renders one URL
 * to a full HTML document with the same routes and components as the browser, reading content through
 * the fetcher it is given (the API server's @sanity/client). Everything a render needs (the content fetcher, the
 * query client, the language's i18next instance and its record of namespaces) is its own, so the server runs
 * several at once. The contract with the server is written once, in site-bundle.ts.
 */
import { readFile } from 'node:fs/promises';
import { isVacancyOpen, vacanciesQuery, type VacanciesQueryResult } from '@agency/content';
import * as imageBuilder from '@agency/content/images';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/app.tsx';
import { APP_STATE_ID, serializeAppState, type AppState } from './app/app-state.ts';
import { createQueryClient } from './app/query-client.ts';
import { matchPage, SiteRoutes } from './app/routes.tsx';
import { pageQueries, prefetchQueries } from './app/page.ts';
import { rootQueries } from './app/root-layout.tsx';
import { paths, staticPagePaths } from './lib/route-paths.ts';
import { loadNamespaces, renderInstance } from './i18n/i18n.ts';
import { langFromPath, LANGS, localizePath, type Lang } from './i18n/lang.ts';
import { pageKey, personalPage } from './app/page-key.ts';
import type { ContentFetch, PageRender, RenderOptions, SiteBundle } from './site-bundle.ts';
import { serverBuiltValues } from './lib/built-values.ts';
import { dehydrateContent } from './lib/content-state.ts';
import { criticalCssInlinerFrom } from './render/critical-css.ts';
import { renderDocument } from './render/html-document.ts';
import { renderRobots, renderSitemap as sitemapXml, type SitemapEntry } from './render/sitemap.ts';

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

// The client build's index.html (Vite's script and stylesheet tags), copied beside this bundle by the build.
let template: Promise<string> | undefined;
const readTemplate = () => (template ??= readFile(new URL('./index.html', import.meta.url), 'utf8'));
const inlineCriticalCss = criticalCssInlinerFrom(new URL('.', import.meta.url));

/** A shared page reads no one's API: only a personal page's render is given the visitor's (site-bundle.ts). */
const noApi = (path: string) => Promise.reject(new Error(`${path}: only personal pages read the API`));

/** Renders one URL (path and query string) to an HTML document, or the redirect its route answers with. */
async function renderPage(url: string, fetch: ContentFetch, options: RenderOptions): Promise<PageRender> {
  const location = new URL(url, options.siteOrigin);
  const path = location.pathname;
  const lang = langFromPath(path);
  const match = matchPage(path);
  if (!match) throw new Error(`Rendering ${url} failed: no route`);
  if ('redirectTo' in match.handle) {
    return { kind: 'redirect', status: 301, location: `${match.handle.redirectTo}${location.search}` };
  }
  // The page's code and every query it and the layout read, loaded before rendering: the render never waits.
  const queryClient = createQueryClient(fetch, options.fetchApi ?? noApi);
  const definition = await match.handle.page.load();
  const context = { params: match.params, lang, searchParams: location.searchParams };
  await prefetchQueries(queryClient, [...rootQueries(lang), ...pageQueries(definition, context)]);
  const status = definition.status?.(context, queryClient) ?? 200;
  await loadNamespaces(lang);
  const i18n = renderInstance(lang);
  const built = serverBuiltValues(imageBuilder);
  const errors: unknown[] = [];
  // Outlined boundaries would be revealed by inline scripts, which the CSP (script-src 'self') blocks.
  const { prelude } = await prerender(
    <AppProviders
      queryClient={queryClient}
      siteOrigin={options.siteOrigin}
      i18n={i18n.i18n}
      built={built}
      preview={options.preview}
    >
      <StaticRouter location={`${path}${location.search}`}>
        <SiteRoutes />
      </StaticRouter>
    </AppProviders>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  const appHtml = await streamToString(prelude);
  // A part that failed would be left for the browser to render: the last good page is better (page cache).
  if (errors.length > 0) {
    const [error] = errors;
    throw new Error(`Rendering ${url} failed: ${error instanceof Error ? error.stack : String(error)}`, {
      cause: error,
    });
  }
  const state: AppState = {
    path,
    siteOrigin: options.siteOrigin,
    notFound: options.notFound ?? false,
    ...(options.preview ? { preview: true } : {}),
    queries: dehydrateContent(queryClient),
    built: built.state(),
    namespaces: i18n.usedNamespaces(),
  };
  // Drops the cache's garbage-collection timers, which would otherwise keep timers alive between renders.
  queryClient.clear();
  const html = await inlineCriticalCss(
    renderDocument({
      template: await readTemplate(),
      lang,
      appHtml,
      stateJson: serializeAppState(state),
      stateId: APP_STATE_ID,
    }),
  );
  return { kind: 'page', status, html };
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
  personalPage,
  listPages,
  renderSitemap,
  renderRobotsTxt,
  langFromPath,
  localizePath: (urlPath, lang) => localizePath(urlPath, lang as Lang),
};
