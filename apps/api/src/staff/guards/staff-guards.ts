// The two checks every /api/staff/ route passes through (registered as hooks by staff-plugin.ts, so a new route
// cannot forget them): a valid session (all routes but the sign-in POST and the session check), and same-origin for
// state changes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isThisLoopbackServer } from '../../forms/guards/origin-check.ts';
import type { SessionStore } from '../accounts/sessions.ts';
import { readSessionToken } from './session-cookie.ts';

/** The one route that works without a session: signing in (or setting a password with a one-time link). */
export const isSignInRoute = (request: FastifyRequest) =>
  request.method === 'POST' && request.routeOptions.url === '/api/staff/session';

/** Whether one is signed in: answered with or without a session (200 either way: a signed-out visit is no error). */
export const isSessionCheck = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.routeOptions.url === '/api/staff/session';

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
    if (isSignInRoute(request)) return;
    const token = readSessionToken(request);
    const account = token ? await sessions.resume(token, now()) : null;
    if (!account && isSessionCheck(request)) return;
    if (!account) {
      await reply.code(401).send({ status: 401, message: 'Please sign in.' });
      return;
    }
    request.staff = account;
  };
}
