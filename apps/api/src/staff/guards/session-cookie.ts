// The session cookie: HttpOnly, SameSite=Strict, Path=/; over https also Secure with the __Host- prefix (which
// browsers accept only from a secure origin, for the whole host, never for a parent domain).
import type { FastifyRequest } from 'fastify';
import { STAFF_SESSION_COOKIES } from '../../security/staff-access.ts';
import { SESSION_MAX_MS } from '../accounts/sessions.ts';

const { plain: PLAIN_NAME, secure: SECURE_NAME } = STAFF_SESSION_COOKIES;

const isHttps = (request: FastifyRequest) => request.protocol === 'https';
const cookieName = (request: FastifyRequest) => (isHttps(request) ? SECURE_NAME : PLAIN_NAME);

export function readSessionToken(request: FastifyRequest): string | null {
  const name = cookieName(request);
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const attributes = [`${cookieName(request)}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Strict'];
  if (isHttps(request)) attributes.push('Secure');
  attributes.push(`Max-Age=${maxAgeSeconds}`);
  return attributes.join('; ');
}

export const sessionCookie = (request: FastifyRequest, token: string) =>
  cookie(request, token, Math.floor(SESSION_MAX_MS / 1000));

export const clearedSessionCookie = (request: FastifyRequest) => cookie(request, '', 0);
