import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { contentApi } from './content/content-plugin.ts';
import { formsApi } from './forms/forms-plugin.ts';
import { clientErrorHandler } from './security/client-errors.ts';
import { securityHeaders } from './security/security-headers.ts';
import { staticSite } from './site/static-site.ts';

/** Builds the server: the website's static build plus (later) the content and forms endpoints. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Time limits so slow clients cannot hold connections open.
    // 120 s: two 4 MB CVs must still arrive over a slow mobile uplink (8 MB at 1 Mbit/s ≈ 65 s).
    requestTimeout: 120_000,
    connectionTimeout: 60_000,
    // X-Forwarded-For is believed only from the proxies listed in TRUST_PROXY.
    trustProxy: config.forms.trustProxy.length > 0 ? config.forms.trustProxy : false,
    // Node's own answers (431, 400, 408) carry the security headers too.
    clientErrorHandler,
  });

  await app.register(securityHeaders);
  await app.register(formsApi, { prefix: '/api/forms', config });
  await app.register(contentApi, { config: config.content });

  await app.register(staticSite, { root: config.webDistDir });
  return app;
}
