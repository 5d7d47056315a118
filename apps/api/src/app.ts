import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from './config.ts';
import { contentApi } from './content/content-plugin.ts';
import { formsApi } from './forms/forms-plugin.ts';
import { clientErrorHandler } from './security/client-errors.ts';
import { securityHeaders } from './security/security-headers.ts';
import { staticSite } from './site/static-site.ts';
import { staffApi } from './staff/staff-plugin.ts';
import { staffSite } from './staff/staff-site.ts';

export interface BuildOptions {
  /** Sees every route as it is registered (the staff authorisation test enumerates /api/staff/ with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The staff API's clock (tests move it to expire sessions). */
  now?: () => number;
}

/** Builds the server: the website's static build, the content, forms and staff endpoints, and the staff area. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
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

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(securityHeaders);
  await app.register(formsApi, { prefix: '/api/forms', config });
  await app.register(contentApi, { config: config.content });
  await app.register(staffApi, { prefix: '/api/staff', config, now: options.now });

  await app.register(staticSite, { root: config.webDistDir });
  // After the site: its catch-all route is less specific than /staff/*, so the staff area wins its paths.
  await app.register(staffSite, { root: config.staffDistDir });
  return app;
}
