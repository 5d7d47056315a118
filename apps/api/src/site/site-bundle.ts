/**
 * The web app's server bundle (apps/web/dist-ssr/entry-prerender.js, built by `pnpm --filter @agency/web build`):
 * the same routes and components as the browser, rendering one URL to a full HTML document. This is the part of
 * it the API server uses.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Runs one of the site's GROQ queries (the API's @sanity/client). */
export type ContentFetch = (query: string, params: Record<string, unknown>) => Promise<unknown>;

export type PageRender =
  { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string };

export interface SiteBundle {
  renderPage(
    urlPath: string,
    fetch: ContentFetch,
    options: { siteOrigin: string; notFound?: boolean },
  ): Promise<PageRender>;
  /** Every page on `today` (YYYY-MM-DD in Hong Kong): one path per language for each. */
  listPages(fetch: ContentFetch, today: string): Promise<string[][]>;
  /** sitemap.xml: every page and every open vacancy (on `today`), in both languages. */
  renderSitemap(fetch: ContentFetch, today: string, siteOrigin: string): Promise<string>;
  renderRobotsTxt(siteOrigin: string): string;
  /** The language of a path ('en' | 'zh-Hant'): the 404 page is sent in it. */
  langFromPath(urlPath: string): string;
  localizePath(urlPath: string, lang: string): string;
}

export const BUNDLE_FILE = 'entry-prerender.js';

/** Loads the bundle, or returns null (with the reason) when the web app has not been built. */
export async function loadSiteBundle(dir: string): Promise<{ bundle: SiteBundle } | { missing: string }> {
  const file = path.join(dir, BUNDLE_FILE);
  if (!existsSync(file)) return { missing: file };
  const bundle = (await import(pathToFileURL(file).href)) as Partial<SiteBundle>;
  for (const name of [
    'renderPage',
    'renderSitemap',
    'renderRobotsTxt',
    'langFromPath',
    'localizePath',
  ] as const) {
    if (typeof bundle[name] !== 'function')
      throw new Error(`${file} does not export ${name}(): rebuild the web app.`);
  }
  return { bundle: bundle as SiteBundle };
}
