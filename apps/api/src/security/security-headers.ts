// Security headers on every response of the server (pages, assets, content and forms API) via @fastify/helmet.
// CSP: scripts only from our own origin (the prerendered HTML has no inline executable script), images also
// from data: and Sanity's CDN, fetches to our own origin and Sanity's API hosts, no framing anywhere.
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

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

const plugin: FastifyPluginAsync = async (app) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: CONTENT_SECURITY_POLICY,
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
};

export const securityHeaders = fp(plugin, { name: 'security-headers' });
