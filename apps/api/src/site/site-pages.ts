/**
 * The site's HTML, rendered by the API server from the configured content (decision 018): each page is
 * rendered on its first request with the web app's server bundle and kept until content changes. A publish
 * (webhook or a re-read dataset file) or a new day in Hong Kong (vacancies close at midnight) marks pages stale.
 *
 * Renders run side by side (decision 024): each carries its own content fetcher, query client and i18n instance.
 * At most RENDERS run at once and one client gets at most RENDERS_PER_CLIENT of them, taking turns with other
 * clients (render-queue.ts); the same page for the same content renders once however many ask (page-cache.ts).
 * The cache key is the bundle's `pageKey`: the path and the parameters pages read (utm_source, fbclid, … are the
 * same page). A path that can be no page gets the 404 page with no render and no content query. Public renders
 * share their content queries' results until content changes (content-reads.ts); preview renders read their own.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { PostedForm } from '@agency/forms';
import type { FastifyBaseLogger } from 'fastify';
import { todayInHongKong } from '@agency/content';
import { sharedContentReads } from './content-reads.ts';
import { PageCache } from './page-cache.ts';
import { previewErrorPage } from '../content/preview-pages.ts';
import { RenderQueue, RenderQueueFull } from './render-queue.ts';
import type { ApiFetch, ContentFetch, SiteBundle } from './site-bundle.ts';

/** Renders running at once (the machine has few cores; most of a render's time is its content queries). */
export const RENDERS = 4;
/** Renders one client may have running at once, and waiting (beyond that: 429). */
export const RENDERS_PER_CLIENT = 2;
export const RENDERS_WAITING_PER_CLIENT = 8;
/** The queue's name for renders the server starts itself (the warm-up, the 404 pages, the sitemap). */
const SERVER = '\0server';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type ServedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'document';
      status: number;
      type: string;
      body: Buffer;
      etag: string;
      encoded: Encoded;
      /** One person's page: sent with no-store, no Referer, noindex (static-site.ts). */
      personal?: true;
    };

interface Encoded {
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

/** Who asks for a page: renders are bounded per client (the request's address). */
export interface PageRequest {
  client: string;
  /** The visitor's API (their cookie, answered in-process): what a personal page reads. */
  fetchApi?: ApiFetch;
}

export interface SitePages {
  /** A page (or redirect) for a URL path with its query string. */
  page(url: string, request?: PageRequest): Promise<ServedPage>;
  /**
   * A page rendered from drafts for a browser in preview mode (`fetch` reads the drafts perspective): rendered for
   * this request only, never cached, bounded like any render. A draft that fails to render answers a page with
   * the preview bar and the error.
   */
  preview(url: string, request: PageRequest & { fetch: ContentFetch }): Promise<ServedPage>;
  /**
   * A page with a form a browser posted itself (decision 066): what was typed and why it was not taken, or its
   * reference. Rendered for this request only, never cached; null when the path is no page.
   */
  posted(
    path: string,
    posted: PostedForm,
    request: PageRequest,
  ): Promise<{ status: number; html: string } | null>;
  /** Whether a URL is a personal page (rendered per request by `page`, never in preview). */
  isPersonal(url: string): boolean;
  sitemap(): Promise<ServedPage>;
  robots(): ServedPage;
  /** Marks every page stale: each is rendered again on its next request. */
  invalidate(): void;
  /**
   * Renders every page, the 404 pages and the sitemap ahead of visitors (after start-up), all of them even when
   * some fail; each failure is logged once.
   */
  warm(): Promise<{ rendered: number; failed: number }>;
  /** Resolves when no render is running or queued (tests and benchmarks). */
  idle(): Promise<void>;
  /** What the kept pages cost, in bytes (tests and benchmarks). */
  cachedBytes(): number;
}

function document(status: number, type: string, text: string): ServedPage {
  const body = Buffer.from(text);
  return {
    kind: 'document',
    status,
    type,
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded: {},
  };
}

/** Brotli's window (log2 bytes) for a body of this length: its smallest power of two, within 16..22. */
export const brotliWindow = (length: number) =>
  Math.min(22, Math.max(16, Math.ceil(Math.log2(Math.max(1, length)))));

/** The body in the best encoding the client accepts, compressed once per rendered page. */
export async function encodedBody(
  page: Extract<ServedPage, { kind: 'document' }>,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
  const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(acceptEncoding ?? '');
  if (page.body.length < 1024) return { body: page.body };
  if (accepts('br')) {
    page.encoded.br ??= brotli(page.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
        // A window as large as the page compresses it as well as the default 4 MB one, and quality 11's working
        // memory (in the thread pool's malloc arenas, which keep it after a burst) shrinks with it (issue 42).
        [constants.BROTLI_PARAM_LGWIN]: brotliWindow(page.body.length),
      },
    });
    return { body: await page.encoded.br, encoding: 'br' };
  }
  if (accepts('gzip')) {
    page.encoded.gzip ??= gzipAsync(page.body, { level: 9 });
    return { body: await page.encoded.gzip, encoding: 'gzip' };
  }
  return { body: page.body };
}

/** A content query the visitor's URL made fail (the content endpoint's 4xx): the page does not exist. */
function causedByVisitorInput(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const status = (cause as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return true;
  }
  return false;
}

const firstLine = (error: unknown) => String(error instanceof Error ? error.message : error).split('\n')[0];

/**
 * The rendered pages kept, in bytes (issue 42): the site's pages in both languages take a few MB; the bound keeps
 * a flood of URLs that each render a page (a parameter pages read, with ever new values) from holding hundreds.
 */
export const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** A page's cost in the cache: its HTML, and about half as much again for its brotli and gzip copies. */
const pageBytes = (page: ServedPage) => (page.kind === 'document' ? Math.ceil(page.body.length * 1.5) : 256);

/** What an odd URL's render is kept as: the visitor gets the 404 page of its language (notFoundPage). */
const NOT_FOUND = document(404, 'text/plain; charset=utf-8', 'Not found');

export function createSitePages(options: {
  bundle: SiteBundle;
  fetch: ContentFetch;
  log: FastifyBaseLogger;
  /** The site's public origin for canonical, hreflang, robots.txt and the sitemap (SITE_ORIGIN, read per render). */
  siteOrigin: () => string;
  today?: () => string;
  /** A visitor waits at most this long for a re-render before getting the last good page (default 3 s). */
  staleAfterMs?: number;
  renders?: number;
  rendersPerClient?: number;
}): SitePages {
  const { bundle, log, siteOrigin } = options;
  const today = options.today ?? (() => todayInHongKong());
  // What public pages read, kept exactly as long as the pages rendered from it.
  const reads = sharedContentReads(options.fetch, { maxEntries: 2000 });
  const { fetch } = reads;
  const cache = new PageCache<ServedPage>({
    maxEntries: 2000,
    maxBytes: PAGE_CACHE_BYTES,
    sizeOf: pageBytes,
    staleAfterMs: options.staleAfterMs ?? 3000,
    onSlow: (key) => log.warn(`rendering ${key} is slow; the last good version is served meanwhile`),
    onFailed: (key, error) =>
      log.error(`rendering ${key} failed (${firstLine(error)}); the last good version is served`),
  });
  const renders = options.renders ?? RENDERS;
  const queue = new RenderQueue({
    concurrency: renders,
    perClient: options.rendersPerClient ?? RENDERS_PER_CLIENT,
    maxWaitingPerClient: RENDERS_WAITING_PER_CLIENT,
  });
  // The server's own renders (warm-up: every page at once) may use every slot and wait in any number; visitors
  // still take turns with them.
  const byServer = <T>(task: () => Promise<T>) =>
    queue.run(SERVER, task, { perClient: renders, maxWaiting: Number.POSITIVE_INFINITY });
  let day = today();

  const notFoundPage = (url: string) => {
    const key = bundle.localizePath('/404', bundle.langFromPath(url));
    return cache.get(`404:${key}`, () =>
      byServer(async () => {
        const result = await bundle.renderPage(key, fetch, { siteOrigin: siteOrigin(), notFound: true });
        if (result.kind !== 'page') throw new Error(`the 404 page redirected to ${result.location}`);
        return document(404, 'text/html; charset=utf-8', result.html);
      }),
    );
  };

  const render = async (key: string): Promise<ServedPage> => {
    try {
      const result = await bundle.renderPage(key, fetch, { siteOrigin: siteOrigin() });
      if (result.kind === 'redirect') return result;
      // No such page: kept as "not found" only (the 404 page is kept once), not as a copy per odd URL.
      if (result.status === 404) return NOT_FOUND;
      return document(result.status, 'text/html; charset=utf-8', result.html);
    } catch (error) {
      // e.g. a slug the content endpoint refuses: no such page, not a failure of ours (no error log, no 503).
      if (causedByVisitorInput(error)) return NOT_FOUND;
      throw error;
    }
  };

  const invalidate = () => {
    reads.invalidate();
    cache.invalidate();
  };

  const checkDay = () => {
    const now = today();
    if (now !== day) {
      day = now;
      invalidate();
    }
  };

  /**
   * A personal page (a mailed link's, a status session's): rendered for this request from the visitor's API,
   * never cached or shared, bounded like any render. A link that is no page of ours gets the 404 page.
   */
  const personal = async (url: string, request: PageRequest): Promise<ServedPage> => {
    const fetchApi: ApiFetch =
      request.fetchApi ?? (() => Promise.reject(new Error('a personal page was rendered without fetchApi')));
    const result = await queue.run(request.client, () =>
      bundle.renderPage(url, fetch, { siteOrigin: siteOrigin(), fetchApi }),
    );
    if (result.kind === 'redirect') return result;
    if (result.status === 404) return notFoundPage(url);
    const served = document(result.status, 'text/html; charset=utf-8', result.html);
    return served.kind === 'document' ? { ...served, personal: true } : served;
  };

  const page = async (url: string, request: PageRequest = { client: SERVER }): Promise<ServedPage> => {
    checkDay();
    if (bundle.personalPage(url)) return personal(url, request);
    const key = bundle.pageKey(url);
    if (key === null) return notFoundPage(url);
    const served = await cache.get(key, () =>
      request.client === SERVER ? byServer(() => render(key)) : queue.run(request.client, () => render(key)),
    );
    if (served.kind === 'redirect') {
      // The redirect keeps the visitor's own query string (utm_source and all), not the cache key's.
      const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      return { ...served, location: `${served.location.split('?')[0]}${search}` };
    }
    // Any path that is no page (or no vacancy) gets the site's 404 page in its language.
    return served.status === 404 ? notFoundPage(url) : served;
  };

  const preview = async (
    url: string,
    request: PageRequest & { fetch: ContentFetch },
  ): Promise<ServedPage> => {
    const path = url.split('?')[0] ?? '/';
    const lang = bundle.langFromPath(path);
    const notFoundKey = bundle.localizePath('/404', lang);
    const render = (target: string, notFound: boolean) =>
      queue.run(request.client, () =>
        bundle.renderPage(target, request.fetch, { siteOrigin: siteOrigin(), preview: true, notFound }),
      );
    const notFound = async () => {
      const result = await render(notFoundKey, true);
      if (result.kind !== 'page') throw new Error(`the 404 page redirected to ${result.location}`);
      return document(404, 'text/html; charset=utf-8', result.html);
    };
    const key = bundle.pageKey(url);
    try {
      if (key === null) return await notFound();
      const result = await render(key, false);
      if (result.kind === 'redirect') {
        const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
        return { ...result, location: `${result.location.split('?')[0]}${search}` };
      }
      if (result.status === 404) return await notFound();
      return document(result.status, 'text/html; charset=utf-8', result.html);
    } catch (error) {
      if (error instanceof RenderQueueFull) throw error;
      if (causedByVisitorInput(error)) return notFound();
      log.warn(`preview of ${path} failed to render: ${firstLine(error)}`);
      const message =
        error instanceof Error ? (error.cause instanceof Error ? error.cause : error).message : String(error);
      return document(500, 'text/html; charset=utf-8', previewErrorPage({ lang, path: url, error: message }));
    }
  };

  const posted = async (path: string, form: PostedForm, request: PageRequest) => {
    const key = bundle.pageKey(path);
    if (key === null || key.includes('?')) return null;
    const result = await queue.run(request.client, () =>
      bundle.renderPage(key, fetch, { siteOrigin: siteOrigin(), postedForm: form }),
    );
    return result.kind === 'page' && result.status === 200 ? { status: 200, html: result.html } : null;
  };

  const sitemap = () => {
    checkDay();
    return cache.get('sitemap.xml', () =>
      byServer(async () =>
        document(200, 'application/xml; charset=utf-8', await bundle.renderSitemap(fetch, day, siteOrigin())),
      ),
    );
  };

  return {
    page,
    preview,
    posted,
    isPersonal: (url) => bundle.personalPage(url),
    sitemap,
    robots: () => document(200, 'text/plain; charset=utf-8', bundle.renderRobotsTxt(siteOrigin())),
    invalidate,
    async warm() {
      const paths = (await bundle.listPages(fetch, day)).flat();
      const jobs: [string, () => Promise<unknown>][] = [
        ...paths.map((path): [string, () => Promise<unknown>] => [path, () => page(path)]),
        ...['/', bundle.localizePath('/', 'zh-Hant')].map((path): [string, () => Promise<unknown>] => [
          bundle.localizePath('/404', bundle.langFromPath(path)),
          () => notFoundPage(path),
        ]),
        ['/sitemap.xml', sitemap],
      ];
      const results = await Promise.allSettled(jobs.map(([, job]) => job()));
      let failed = 0;
      results.forEach((result, index) => {
        if (result.status === 'fulfilled') return;
        failed += 1;
        log.error(`rendering ${jobs[index]![0]} ahead of visitors failed: ${firstLine(result.reason)}`);
      });
      return { rendered: results.length - failed, failed };
    },
    idle: () => queue.idle(),
    cachedBytes: () => cache.bytes,
  };
}
