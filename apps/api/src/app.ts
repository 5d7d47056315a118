import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { staticSite } from './site/static-site.ts';

/** Builds the server: the website's static build plus (later) the content and forms endpoints. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Time limits so slow clients cannot hold connections open.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
  });

  await app.register(staticSite, { root: config.webDistDir });
  return app;
}
