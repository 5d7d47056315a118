/**
 * Serves the prerendered website from apps/web/dist.
 *
 * Routes are prerendered as `<route>/index.html` (and `index.html` for `/`). Hashed assets under
 * `/assets/` never change, so they are cached for a year; HTML is revalidated on every visit so a
 * new deploy shows at once. Unknown paths get the site's own 404 page with a real 404 status.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { findRedirect, loadRedirects } from './redirects.ts';

export interface StaticSiteOptions {
  root: string;
}

const YEAR_SECONDS = 60 * 60 * 24 * 365;

function existingFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Maps a URL path to a file inside root: the file itself (assets, robots.txt, …) or the page's
 * prerendered HTML. Returns a path relative to root, or null. Never escapes root.
 */
export function resolveSiteFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) return null;
  const base = path.resolve(root);
  const trimmed = decoded.replace(/\/+$/, '');
  for (const candidate of [trimmed, path.join(trimmed, 'index.html'), `${trimmed}.html`]) {
    const resolved = path.resolve(base, `.${path.posix.sep}${candidate}`);
    if (resolved !== base && !resolved.startsWith(base + path.sep)) continue;
    if (existingFile(resolved)) return path.relative(base, resolved);
  }
  return null;
}

function cacheControlFor(relativeFile: string): string {
  if (relativeFile.startsWith(`assets${path.sep}`)) return `public, max-age=${YEAR_SECONDS}, immutable`;
  if (relativeFile.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

const plugin: FastifyPluginAsync<StaticSiteOptions> = async (app, { root }) => {
  if (!fs.existsSync(root)) {
    app.log.warn({ root }, 'website build not found: run `pnpm --filter @agency/web build`');
  }
  // Only decorates reply.sendFile; routing is ours, so pages, assets and 404s are decided in one place.
  // The build writes .br and .gz copies of text files; they are sent to clients that accept them.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  const send = (reply: FastifyReply, file: string, status: number) =>
    reply
      .code(status)
      .header('Cache-Control', cacheControlFor(file))
      .sendFile(file, root, { cacheControl: false, dotfiles: 'deny' });
  const redirects = loadRedirects(root);
  // Chinese pages get the Chinese 404 page when the build has one.
  const notFoundFor = (urlPath: string) =>
    (/^\/zh-hant(\/|$)/.test(urlPath) && resolveSiteFile(root, '/zh-hant/404.html')) ||
    resolveSiteFile(root, '/404.html');

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler(request, reply) {
      const urlPath = request.url.split('?')[0] ?? '/';
      const redirect = findRedirect(redirects, request.url);
      if (redirect)
        return reply
          .code(redirect.status)
          .header('Cache-Control', 'public, max-age=3600')
          .redirect(redirect.location, redirect.status);
      const file = resolveSiteFile(root, urlPath);
      // The 404 page itself keeps its status when asked for by name.
      if (file) return send(reply, file, path.basename(file) === '404.html' ? 404 : 200);
      const notFoundPage = urlPath.startsWith('/assets/') ? null : notFoundFor(urlPath);
      if (notFoundPage) return send(reply, notFoundPage, 404);
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    },
  });
};

export const staticSite = fp(plugin, { name: 'static-site' });
