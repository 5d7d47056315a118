/**
 * The contract of the web app's server bundle (dist-ssr/entry-prerender.js, built from entry-prerender.tsx) with
 * the API server that loads it (apps/api/src/site/site-bundle.ts): written once, here. The bundle exports one
 * object, `siteBundle`, of this type; the server checks every member when it loads the file. This file imports
 * only types, so the server reads it as it is.
 */
import type { PostedForm } from '@agency/forms';

/** Runs one of the site's GROQ queries (for one render: published content, or drafts in preview). */
export type ContentFetch = (
  query: string,
  params: Record<string, unknown>,
  signal?: AbortSignal,
) => Promise<unknown>;

/**
 * Asks the site's own API (a same-origin path such as `/api/status/mine`) on behalf of the visitor whose page is
 * rendered: the API server answers in-process, with the visitor's cookie. Only personal pages use it.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export type PageRender =
  { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string };

export interface RenderOptions {
  /** The site's public origin (the server's SITE_ORIGIN) for canonical, hreflang and Open Graph URLs. */
  siteOrigin: string;
  /** Renders from drafts for staff: the page shows the preview bar and its page data says so. */
  preview?: boolean;
  /**
   * The render is the language's 404 page, which the server sends for every path that is no page. The render
   * needs nothing more (the browser's router matches any unknown path to the same not-found route).
   */
  notFound?: boolean;
  /** A form the browser posted itself, shown again with what was typed and why, or with its reference (decision 066). */
  postedForm?: PostedForm;
  /** The visitor's API, for a personal page (`personalPage`): the render reads that person's data through it. */
  fetchApi?: ApiFetch;
}

export interface SiteBundle {
  /** Renders one URL (path and query string) with the content `fetch` reads. Everything the render needs is its own. */
  renderPage(url: string, fetch: ContentFetch, options: RenderOptions): Promise<PageRender>;
  /**
   * What a render of `url` depends on in the URL: its path and the query parameters pages read, sorted (so
   * `?utm_source=…` and `?fbclid=…` links are the same page). null: the path can be no page (an unknown path, a
   * vacancy slug no vacancy can have): the 404 page, with no render and no content query.
   */
  pageKey(url: string): string | null;
  /**
   * Whether `url` is a personal page (one person's data, from a mailed link or a session): rendered per request
   * with `fetchApi`, never cached, sent with `Cache-Control: no-store`, no Referer and noindex.
   */
  personalPage(url: string): boolean;
  /** Every page on `today` (YYYY-MM-DD in Hong Kong): one path per language for each. */
  listPages(fetch: ContentFetch, today: string): Promise<string[][]>;
  /** sitemap.xml: every page and every open vacancy (on `today`), in both languages. */
  renderSitemap(fetch: ContentFetch, today: string, siteOrigin: string): Promise<string>;
  renderRobotsTxt(siteOrigin: string): string;
  /** The language of a path ('en' | 'zh-Hant'): the 404 page is sent in it. */
  langFromPath(urlPath: string): string;
  localizePath(urlPath: string, lang: string): string;
}

/** Every member of the contract (the type makes this list complete): the server checks each when loading. */
export const SITE_BUNDLE_MEMBERS: Record<keyof SiteBundle, 'function'> = {
  renderPage: 'function',
  pageKey: 'function',
  personalPage: 'function',
  listPages: 'function',
  renderSitemap: 'function',
  renderRobotsTxt: 'function',
  langFromPath: 'function',
  localizePath: 'function',
};

/** The bundle's `siteBundle` export, checked member by member; throws with the first thing missing. */
export function checkSiteBundle(module: Record<string, unknown>, file: string): SiteBundle {
  const bundle = module.siteBundle as Record<string, unknown> | undefined;
  if (!bundle || typeof bundle !== 'object')
    throw new Error(`${file} does not export siteBundle: rebuild the web app.`);
  for (const [name, kind] of Object.entries(SITE_BUNDLE_MEMBERS)) {
    if (typeof bundle[name] !== kind)
      throw new Error(`${file}: siteBundle.${name} is not a ${kind}: rebuild the web app.`);
  }
  return bundle as unknown as SiteBundle;
}
