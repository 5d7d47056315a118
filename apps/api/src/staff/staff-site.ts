// Serves the staff area (apps/staff/dist) at /staff: hashed assets cached for a year, every other path the app's
// index.html (it routes in the browser). Never indexed: X-Robots-Tag on everything, and it is not in the sitemap.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

export interface StaffSiteOptions {
  root: string;
}

export const NOINDEX = 'noindex, nofollow';

export const staffSite: FastifyPluginAsync<StaffSiteOptions> = async (app, { root }) => {
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ root }, 'staff area build not found: run `pnpm --filter @agency/staff build`');
  }
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('X-Robots-Tag', NOINDEX);
  });
  await app.register(fastifyStatic, {
    root: path.join(root, 'assets'),
    prefix: '/staff/assets/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    dotfiles: 'deny',
  });
  const page = async (_request: unknown, reply: FastifyReply) => {
    let html: string;
    try {
      html = await fs.promises.readFile(indexFile, 'utf8');
    } catch {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The staff area has not been built: run `pnpm run build`.');
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  };
  app.get('/staff', page);
  app.get('/staff/*', page);
};
