// Urlencoded and multipart POSTs need no CORS preflight, so CORS alone does not stop another site from posting
// a visitor's browser at us. Every POST must come from the site's own origin or an origin on CORS_ORIGINS.
// Requests without Origin and Sec-Fetch-Site (non-browser clients) are let through: they can forge any header,
// and the other guards (validation, rate limit, fill time) still apply.
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The site's own origin is the one the request was addressed to (Host, or X-Forwarded-Host from a trusted proxy).
 * Only the host is compared, not the scheme: behind a TLS-terminating proxy the request arrives as http while
 * the page's Origin is https, and the same host over either scheme is the same operator.
 */
export function isAllowedOrigin(
  origin: string,
  request: FastifyRequest,
  allowed: ReadonlySet<string>,
): boolean {
  if (allowed.has(origin)) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

export function originCheck(allowed: readonly string[]) {
  const allowedSet = new Set(allowed);
  return async function checkOrigin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.method !== 'POST') return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const originOk =
      origin === undefined ? fetchSite !== 'cross-site' : isAllowedOrigin(origin, request, allowedSet);
    if (!originOk) {
      request.log.warn({ origin, fetchSite }, 'cross-site form POST refused');
      await reply.code(403).send({ status: 403, message: 'This form can only be sent from our website.' });
    }
  };
}
