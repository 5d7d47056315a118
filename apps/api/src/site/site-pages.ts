/**
 * The site's HTML, rendered by the API server from the configured content (decision 018): each page is
 * rendered on its first request with the web app's server bundle and kept until content changes. A publish
 * (webhook or a re-read dataset file) or a new day in Hong Kong (vacancies close at midnight) marks pages stale.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { todayInHongKong } from '@agency/content';
import { PageCache } from './page-cache.ts';
import type { ContentFetch, SiteBundle } from './site-bundle.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type ServedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'document'; status: number; type: string; body: Buffer; etag: string; encoded: Encoded };

interface Encoded {
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

export interface SitePages {
  /** A page (or redirect) for a URL path with its query string. */
  page(url: string): Promise<ServedPage>;
  sitemap(): Promise<ServedPage>;
  robots(): ServedPage;
  /** Marks every page stale: each is rendered again on its next request. */
  invalidate(): void;
  /** Renders every page, the 404 pages and the sitemap ahead of visitors (after start-up). */
  warm(): Promise<void>;
  /** Resolves when no render is running or queued (tests and benchmarks). */
  idle(): Promise<void>;
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

/** The body in the best encoding the client accepts, compressed once per rendered page. */
export async function encodedBody(
  page: Extract<ServedPage, { kind: 'document' }>,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
  const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(acceptEncoding ?? '');
  if (page.body.length < 1024) return { body: page.body };
  if (accepts('br')) {
    page.encoded.br ??= brotli(page.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length },
    });
    return { body: await page.encoded.br, encoding: 'br' };
  }
  if (accepts('gzip')) {
    page.encoded.gzip ??= gzipAsync(page.body, { level: 9 });
    return { body: await page.encoded.gzip, encoding: 'gzip' };
  }
  return { body: page.body };
}

export function createSitePages(options: {
  bundle: SiteBundle;
  fetch: ContentFetch;
  log: FastifyBaseLogger;
  /** The site's public origin for canonical, hreflang, robots.txt and the sitemap (SITE_ORIGIN, read per render). */
  siteOrigin: () => string;
  today?: () => string;
  /** A visitor waits at most this long for a re-render before getting the last good page (default 3 s). */
  staleAfterMs?: number;
}): SitePages {
  const { bundle, fetch, log, siteOrigin } = options;
  const today = options.today ?? (() => todayInHongKong());
  const cache = new PageCache<ServedPage>({
    maxEntries: 2000,
    staleAfterMs: options.staleAfterMs ?? 3000,
    onSlow: (key) => log.warn(`rendering ${key} is slow; the last good version is served meanwhile`),
    onFailed: (key, error) =>
      log.error(
        `rendering ${key} failed (${String((error as Error).message).split('\n')[0]}); the last good version is served`,
      ),
  });
  let day = today();
  // The render shares module state (the page's content source, i18n's namespace record): one at a time.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => {});
    return run;
  };

  const notFoundPage = (url: string) => {
    const key = bundle.localizePath('/404', bundle.langFromPath(url));
    return cache.get(`404:${key}`, () =>
      serially(async () => {
        const result = await bundle.renderPage(key, fetch, { siteOrigin: siteOrigin(), notFound: true });
        if (result.kind !== 'page') throw new Error(`the 404 page redirected to ${result.location}`);
        return document(404, 'text/html; charset=utf-8', result.html);
      }),
    );
  };

  const checkDay = () => {
    const now = today();
    if (now !== day) {
      day = now;
      cache.invalidate();
    }
  };

  const page = async (url: string): Promise<ServedPage> => {
    checkDay();
    const served = await cache.get(url, () =>
      serially(async () => {
        const result = await bundle.renderPage(url, fetch, { siteOrigin: siteOrigin() });
        if (result.kind === 'redirect') return result;
        return document(result.status, 'text/html; charset=utf-8', result.html);
      }),
    );
    // Any path that is no page (or no vacancy) gets the site's 404 page in its language.
    return served.kind === 'document' && served.status === 404 ? notFoundPage(url) : served;
  };

  return {
    page,
    sitemap: () => {
      checkDay();
      return cache.get('sitemap.xml', () =>
        serially(async () =>
          document(
            200,
            'application/xml; charset=utf-8',
            await bundle.renderSitemap(fetch, day, siteOrigin()),
          ),
        ),
      );
    },
    robots: () => document(200, 'text/plain; charset=utf-8', bundle.renderRobotsTxt(siteOrigin())),
    invalidate: () => cache.invalidate(),
    async warm() {
      const paths = (await bundle.listPages(fetch, day)).flat();
      for (const path of paths) await page(path);
      for (const path of ['/', bundle.localizePath('/', 'zh-Hant')]) await notFoundPage(path);
      await this.sitemap();
    },
    idle: async () => {
      for (let previous: unknown; previous !== queue;) {
        previous = queue;
        await queue;
      }
    },
  };
}
