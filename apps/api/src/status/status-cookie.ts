// The status session's cookie: HttpOnly, SameSite=Strict, and sent only to the status pages (each language's) and
// the status API the pages read (/api/status), nowhere else on the site.
import type { FastifyRequest } from 'fastify';
import { statusPath } from './status-mails.ts';

const PLAIN_COOKIE = 'status_session';
const SECURE_COOKIE = '__Secure-status_session';
const cookieName = (request: FastifyRequest) => (request.protocol === 'https' ? SECURE_COOKIE : PLAIN_COOKIE);

/** The status API's own path: the pages' data, read by the site's server render and by the browser. */
export const STATUS_API = '/api/status';

/**
 * The session's value. Both names are read: the site's server render asks the status API in-process (plain
 * http), passing on the cookie a visitor's browser sent over https (only a https page can have set the secure one).
 */
export function readStatusCookie(request: FastifyRequest): string | null {
  const values = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key = '', ...rest] = part.trim().split('=');
    if (rest.length > 0) values.set(key, rest.join('='));
  }
  return values.get(SECURE_COOKIE) || values.get(PLAIN_COOKIE) || null;
}

export function statusCookies(request: FastifyRequest, value: string, maxAgeSeconds: number): string[] {
  return [statusPath('request', 'en'), statusPath('request', 'zh-Hant'), STATUS_API].map((path) =>
    [
      `${cookieName(request)}=${value}`,
      `Path=${path}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(request.protocol === 'https' ? ['Secure'] : []),
      `Max-Age=${maxAgeSeconds}`,
    ].join('; '),
  );
}
