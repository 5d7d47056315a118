/**
 * The website: files of the web build (apps/web/dist: hashed assets, images, robots.txt) served as they are, and
 * every other path answered by the site's pages (site-pages.ts): rendered HTML, redirects, the 404 page with a
 * real 404 status, and sitemap.xml. Hashed assets under `/assets/` never change, so they are cached for a year;
 * HTML is revalidated on every visit so a publish shows at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allowFramingBy } from '../security/security-headers.ts';
import { RenderQueueFull } from './render-queue.ts';
import type { ApiFetch, ContentFetch } from './site-bundle.ts';
import { encodedBody, type ServedPage, type SitePages } from './site-pages.ts';
import { logPath } from '../security/request-log.ts';

export interface StaticSiteOptions {
  root: string;
  /** null when the web app has not been built: pages then answer 503 with what to do. */
  pages: SitePages | null;
  /**
   * Preview mode (decision 025): for a browser holding a valid preview cookie, the content fetcher of its drafts
   * render; null otherwise (visitors, and every request when preview is not configured). `studioOrigin` may frame
   * preview pages (the Studio's Presentation tool).
   */
  preview?: { draftsFor(request: FastifyRequest): ContentFetch | null; studioOrigin: string | null } | null;
  /** A public page is sent (200, not personal, not preview): insights count it (decision 071; app.ts wires it). */
  onPageView?: (request: FastifyRequest, url: string) => void;
}

const YEAR_SECONDS = 60 * 60 * 24 * 365;

function existingFile(file: string): boolean {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false; // e.g. ENOTDIR: a path that goes through a file
  }
}

/** Maps a URL path to a file inside root (assets, robots.txt, …), relative to root, or null. Never escapes root. */
export function resolveSiteFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) return null;
  const base = path.resolve(root);
  const resolved = path.resolve(base, `.${path.posix.sep}${decoded.replace(/\/+$/, '')}`);
  if (resolved === base || !resolved.startsWith(base + path.sep)) return null;
  // The client build's index.html is the render template, not a page.
  if (resolved.endsWith('.html')) return null;
  return existingFile(resolved) ? path.relative(base, resolved) : null;
}

function cacheControlFor(relativeFile: string): string {
  if (relativeFile.startsWith(`assets${path.sep}`)) return `public, max-age=${YEAR_SECONDS}, immutable`;
  return 'public, max-age=3600';
}

/**
 * The site's own API as a personal page's render reads it: answered in-process (no socket), as if the visitor's
 * browser had asked, with their cookie and address (rate limits count them as theirs).
 */
export function visitorApi(app: FastifyInstance, request: FastifyRequest): ApiFetch {
  return async (path, init = {}) => {
    if (!path.startsWith('/api/')) throw new Error(`fetchApi reads the site's API only, not ${path}`);
    const headers: Record<string, string> = { accept: 'application/json' };
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    // A shared profile's view row keeps the browser's family (presenting/agent-family.ts).
    if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers,
      remoteAddress: request.ip,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') responseHeaders.set(name, value);
      else if (Array.isArray(value)) for (const one of value) responseHeaders.append(name, one);
      else if (typeof value === 'number') responseHeaders.set(name, String(value));
    }
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, page: ServedPage, preview: boolean) {
  if (page.kind === 'redirect') {
    return reply
      .header('Cache-Control', preview ? 'private, no-store' : 'public, max-age=3600')
      .redirect(page.location, page.status);
  }
  reply.code(page.status).type(page.type).header('Vary', 'Accept-Encoding');
  if (page.personal) {
    // One person's page: never stored, never indexed, and its address (a token) never sent on as a Referer.
    reply
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex');
  } else if (preview) {
    // Drafts: never stored by a browser or a proxy, never indexed.
    reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
  } else {
    reply.header('Cache-Control', 'no-cache').header('ETag', page.etag);
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  }
  const { body, encoding } = await encodedBody(page, request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(body);
}

const plugin: FastifyPluginAsync<StaticSiteOptions> = async (app, { root, pages, preview, onPageView }) => {
  const studioOrigin = preview?.studioOrigin ?? null;
  // Only decorates reply.sendFile; routing is ours, so pages, assets and 404s are decided in one place.
  // The build writes .br and .gz copies of text files; they are sent to clients that accept them.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    async handler(request, reply) {
      const urlPath = request.url.split('?')[0] ?? '/';
      // Files have an extension; pages do not, and need no look at the disk.
      const file = /\.[^/]*$/.test(urlPath) ? resolveSiteFile(root, urlPath) : null;
      if (file) {
        return reply
          .header('Cache-Control', cacheControlFor(file))
          .sendFile(file, root, { cacheControl: false, dotfiles: 'deny' });
      }
      if (urlPath.startsWith('/assets/') || !pages) {
        const reason = pages
          ? 'Not found'
          : 'The website has not been built: run `pnpm --filter @agency/web build`.';
        return reply
          .code(pages ? 404 : 503)
          .type('text/plain; charset=utf-8')
          .send(reason);
      }
      try {
        const drafts =
          urlPath === '/sitemap.xml' || urlPath === '/robots.txt' || pages.isPersonal(request.url)
            ? null
            : preview?.draftsFor(request);
        if (drafts) {
          // Only preview pages may be framed, and only by the Studio (Presentation tool).
          if (studioOrigin) allowFramingBy(reply, studioOrigin);
          const page = await pages.preview(request.url, { client: request.ip, fetch: drafts });
          return await sendPage(request, reply, page, true);
        }
        const page =
          urlPath === '/sitemap.xml'
            ? await pages.sitemap()
            : urlPath === '/robots.txt'
              ? pages.robots()
              : await pages.page(request.url, { client: request.ip, fetchApi: visitorApi(app, request) });
        // Personal pages (a token in the URL) are not counted at all; nor are 404s, redirects or the sitemap.
        const counted = page.kind === 'document' && page.status === 200 && !page.personal;
        if (counted && request.method === 'GET' && page.type.startsWith('text/html'))
          onPageView?.(request, request.url);
        return await sendPage(request, reply, page, false);
      } catch (error) {
        if (error instanceof RenderQueueFull) {
          return reply
            .code(429)
            .type('text/plain; charset=utf-8')
            .header('Retry-After', '5')
            .send('Too many pages requested at once from your address. Please try again in a few seconds.');
        }
        request.log.error({ err: error }, `rendering ${logPath(request.url)} failed`);
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('Retry-After', '30')
          .send('This page cannot be shown right now. Please try again in a minute.');
      }
    },
  });
};

export const staticSite = fp(plugin, { name: 'static-site' });
