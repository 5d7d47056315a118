// The origin the staff pages are served from: SITE_ORIGIN, or without it this server on a loopback name (tests,
// development). Passkeys are bound to it (origin and RP ID) and the identity provider returns to it.
import type { FastifyRequest } from 'fastify';
import { isThisLoopbackServer } from '../../security/origin-check.ts';

export function staffOrigin(request: FastifyRequest, siteOrigin: string | null): string | null {
  if (siteOrigin) return siteOrigin;
  const candidate = request.headers.origin ?? `${request.protocol}://${request.host}`;
  return isThisLoopbackServer(candidate, request) ? candidate : null;
}

export const NO_ORIGIN = {
  status: 400,
  message:
    'Set SITE_ORIGIN to the address staff use for this site: passkeys and the identity provider need it.',
} as const;
