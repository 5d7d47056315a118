// Urlencoded and multipart POSTs need no CORS preflight, so CORS alone does not stop another site from posting
// a visitor's browser at us. Every POST must come from the site's configured origin (SITE_ORIGIN) or an origin on
// CORS_ORIGINS. The Host header is never the reference: a client chooses it, so `Host: evil.example` with a
// matching Origin would pass. Requests without Origin and Sec-Fetch-Site (non-browser clients) are let through:
// they can forge any header, and the other guards (validation, rate limit, fill time) still apply.
import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * With no SITE_ORIGIN (development, tests) only this server itself, reached on a loopback name at the port the
 * connection really arrived on, counts as the site: nothing deployed is reachable that way from another site.
 */
export function isThisLoopbackServer(origin: string, request: FastifyRequest): boolean {
  try {
    const url = new URL(origin);
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && port === request.socket.localPort;
  } catch {
    return false;
  }
}

export function originCheck(siteOrigin: string | null, corsOrigins: readonly string[]) {
  const allowed = new Set([...(siteOrigin ? [siteOrigin] : []), ...corsOrigins]);
  const isAllowed = (origin: string, request: FastifyRequest) =>
    allowed.has(origin) || (siteOrigin === null && isThisLoopbackServer(origin, request));
  return async function checkOrigin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.method !== 'POST') return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const originOk = origin === undefined ? fetchSite !== 'cross-site' : isAllowed(origin, request);
    if (!originOk) {
      request.log.warn({ origin, fetchSite }, 'cross-site form POST refused');
      await reply.code(403).send({ status: 403, message: 'This form can only be sent from our website.' });
    }
  };
}
