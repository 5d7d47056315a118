// The checks every /api/staff/ route passes through (registered as hooks by staff-plugin.ts, so a new route
// cannot forget them): same-origin for state changes, then the route's own access (route-access.ts): a valid
// session, the role, and for the riskiest actions a recent sign-in.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isThisLoopbackServer } from '../../security/origin-check.ts';
import type { SessionStore } from '../accounts/sessions.ts';
import { FRESH_SIGN_IN_MS, FRESH_SIGN_IN_NEEDED, ROLE_REFUSED } from '../../security/staff-access.ts';
import { readSessionToken } from './session-cookie.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State changes must come from the staff pages themselves: Origin is the site's own (SITE_ORIGIN; without it, this
 * server on a loopback name, as for the forms), never judged by the Host header, which a client chooses. Stricter
 * than the forms' check: a request with neither Origin nor Sec-Fetch-Site is refused too, since every browser
 * sends one of them on these methods.
 */
export function isSameOrigin(request: FastifyRequest, siteOrigin: string | null): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return siteOrigin !== null ? origin === siteOrigin : isThisLoopbackServer(origin, request);
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

export function staffGuard(sessions: SessionStore, siteOrigin: string | null, now: () => number) {
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request, siteOrigin)) {
      request.log.warn({ origin: request.headers.origin }, 'cross-site staff request refused');
      await reply.code(403).send({ status: 403, message: 'This request must come from the staff pages.' });
      return;
    }
    // Unknown URLs (404) carry no route options: they are refused like a route that needs a session.
    const access = request.routeOptions.config.staff ?? { role: 'admin', freshSignIn: true };
    const token = readSessionToken(request);
    const resumed = token ? await sessions.resume(token, now()) : null;
    if (resumed) {
      request.staff = resumed.account;
      request.staffSession = resumed.session;
    }
    if (access.role === 'anyone') return;
    if (!resumed) {
      await reply.code(401).send({ status: 401, message: 'Please sign in.' });
      return;
    }
    if (access.role === 'admin' && resumed.account.role !== 'admin') {
      await reply.code(403).send(ROLE_REFUSED);
      return;
    }
    if (access.freshSignIn && now() - resumed.session.authenticatedAt > FRESH_SIGN_IN_MS) {
      await reply.code(403).send(FRESH_SIGN_IN_NEEDED);
    }
  };
}
