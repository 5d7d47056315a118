// Security headers on every response of the server (pages, assets, content and forms API) via helmet.
// CSP: scripts only from our own origin (the prerendered HTML has no inline executable script), images also
// from data: and Sanity's CDN, fetches to our own origin and Sanity's API hosts, no framing anywhere.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https://cdn.sanity.io'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https://*.apicdn.sanity.io', 'https://*.api.sanity.io'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'script-src-attr': ["'none'"],
};

/** The CSP as a header value, with some directives replaced (preview pages let the Studio frame them). */
export function contentSecurityPolicy(overrides: Partial<Record<string, string[]>> = {}): string {
  return Object.entries({ ...CONTENT_SECURITY_POLICY, ...overrides })
    .map(([name, values]) => `${name} ${values!.join(' ')}`)
    .join(';');
}

/**
 * Lets `origin` (the Studio's Presentation tool) frame this one response: preview pages and the preview links'
 * own answers. Every other response keeps `frame-ancestors 'none'` and `X-Frame-Options: DENY`.
 */
export function allowFramingBy(reply: FastifyReply, origin: string): void {
  reply
    .header('Content-Security-Policy', contentSecurityPolicy({ 'frame-ancestors': ["'self'", origin] }))
    .removeHeader('X-Frame-Options');
  reply.raw.removeHeader('X-Frame-Options');
}

const HSTS = { maxAge: 31_536_000, includeSubDomains: true };
const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Every header helmet sets, worked out once at start: its middleware run against a response that records them.
 * Each request gets a copy (the CSP string and all were built anew per request by @fastify/helmet, ~4 % of the
 * server's time under load). Node's own answers (431 for oversized headers, 400 for a malformed request line,
 * 408) carry the same: see client-errors.ts.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: HSTS,
    referrerPolicy: { policy: REFERRER_POLICY },
    frameguard: { action: 'deny' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
})();

const plugin: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
};

export const securityHeaders = fp(plugin, { name: 'security-headers' });
