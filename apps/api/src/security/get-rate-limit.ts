// The per-client limit on GET and HEAD requests (issue 27): GET_RATE_LIMIT_MAX a minute per client address (IPv6 by
// /64, X-Forwarded-For only from TRUST_PROXY), then 429 with Retry-After until the minute is over. A visitor's
// page views (a page, its scripts, styles and images) stay far below it; a script that floods the server with URLs
// meets it within a second. The refused requests are not logged one by one: one line per client and minute says
// that a client reached the limit (without its address), so a flood grows the log by a few hundred bytes a minute.
// POSTs have the forms API's own, lower limit (forms-plugin.ts).
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { keepOutOfLog } from './request-log.ts';

export const GET_RATE_WINDOW_MS = 60_000;
/** Clients remembered at once (the store's size): beyond it the least recently seen are forgotten. */
const CLIENTS_TRACKED = 10_000;

class TooManyRequests extends Error {
  readonly statusCode = 429;
}

const plugin: FastifyPluginAsync<{ max: number }> = async (app, { max }) => {
  // When each limited client was last reported: bounded like the store, pruned as it goes.
  const reported = new Map<string, number>();
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: GET_RATE_WINDOW_MS,
    ipv6Subnet: 64,
    cache: CLIENTS_TRACKED,
    allowList: (request) => request.method !== 'GET' && request.method !== 'HEAD',
    onExceeded: (request, key) => {
      keepOutOfLog(request);
      const now = Date.now();
      const last = reported.get(key);
      if (last !== undefined && now - last < GET_RATE_WINDOW_MS) return;
      if (reported.size >= CLIENTS_TRACKED) reported.clear();
      reported.set(key, now);
      request.log.warn(
        { max, windowSeconds: GET_RATE_WINDOW_MS / 1000 },
        'a client reached the GET rate limit',
      );
    },
    errorResponseBuilder: (_request, context) =>
      new TooManyRequests(`Too many requests. Please wait ${context.after} and try again.`),
  });
};

export const getRateLimit = fp(plugin, { name: 'get-rate-limit' });
