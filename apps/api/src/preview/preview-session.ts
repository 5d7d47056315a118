/**
 * Preview mode's rules in one place (decision 025): the secret check, the preview token (the cookie's value and
 * the bearer token of draft queries), the cookie's attributes and the same-site redirect rule.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_COOKIE = 'agency-preview';
/** A preview lasts an hour, like the Studio's preview secrets. */
export const PREVIEW_SECONDS = 60 * 60;

/** The token: its expiry (ms) and an HMAC of it, so the server needs no session store (and neither do other nodes). */
export interface PreviewTokens {
  issue(now?: number): string;
  verify(token: string | undefined, now?: number): boolean;
}

export function previewTokens(key: string): PreviewTokens {
  const mac = (expires: string) => createHmac('sha256', key).update(`preview:${expires}`).digest('base64url');
  return {
    issue: (now = Date.now()) => {
      const expires = String(now + PREVIEW_SECONDS * 1000);
      return `${expires}.${mac(expires)}`;
    },
    verify: (token, now = Date.now()) => {
      const [expires, signature, extra] = (token ?? '').split('.');
      if (!expires || !signature || extra !== undefined || !/^\d{1,15}$/.test(expires)) return false;
      if (Number(expires) <= now) return false;
      return sameText(signature, mac(expires));
    },
  };
}

/** Compares two strings in constant time (a secret check must not leak where they differ). */
export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The path to send the browser to after enabling or disabling preview: a path on this site only. Anything that
 * could leave it (`//host`, `/\host`, `https://…`, control characters) is refused: null.
 */
export function sameSitePath(raw: unknown): string | null {
  if (raw === undefined || raw === '') return '/';
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The cookie's attributes: HttpOnly, an hour, Secure on https, and SameSite=None (which needs Secure) only when
 * the Studio embeds the site from another origin (Presentation tool); Lax otherwise.
 */
export function previewCookie(
  value: string,
  options: { https: boolean; embeddedFromOtherOrigin: boolean; clear?: boolean },
): string {
  const crossSite = options.embeddedFromOtherOrigin && options.https;
  return [
    `${PREVIEW_COOKIE}=${options.clear ? '' : value}`,
    'Path=/',
    'HttpOnly',
    `Max-Age=${options.clear ? 0 : PREVIEW_SECONDS}`,
    ...(options.https ? ['Secure'] : []),
    `SameSite=${crossSite ? 'None' : 'Lax'}`,
    ...(crossSite ? ['Partitioned'] : []),
  ].join('; ');
}

/** The preview cookie's value in a Cookie header, if any. */
export function previewCookieValue(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PREVIEW_COOKIE) return value.join('=');
  }
  return undefined;
}
