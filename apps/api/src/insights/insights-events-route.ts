// POST /api/insights/event: what the site's script tells of a visit that no page render sees (a page reached by
// the browser's own navigation, an application started, a draft saved, a job alert confirmed, an eligibility
// check), with the landing's source it keeps in memory. Same-origin only, small, rate-limited per address and
// validated; answered 204 whether or not it was counted (Sec-GPC, DNT, bots and staff are not: who-counts.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { InsightsKind } from '../database/insights-tables.ts';
import type { InsightsBuffer } from './insights-buffer.ts';
import { cleanText, landingFrom } from './sightings.ts';
import { factsOf } from './who-counts.ts';

export const EVENT_PATH = '/api/insights/event';
/** Kinds the browser may tell; applications and enquiries sent are counted by the server when stored. */
const BROWSER_KINDS = new Set<InsightsKind>(['view', 'started', 'draft', 'alert', 'eligibility']);
const PER_MINUTE = 60;

function sameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  try {
    return origin !== undefined && new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/** Fixed one-minute windows per address, on this node (a lost count is no harm; memory is bounded by the sweep). */
function perAddressLimit(now: () => number) {
  let windowStart = 0;
  let hits = new Map<string, number>();
  return (client: string) => {
    const minute = Math.floor(now() / 60_000);
    if (minute !== windowStart) [windowStart, hits] = [minute, new Map()];
    const count = (hits.get(client) ?? 0) + 1;
    hits.set(client, count);
    return count <= PER_MINUTE;
  };
}

export const insightsEvents: FastifyPluginAsync<{ buffer: InsightsBuffer; now?: () => number }> = async (
  app,
  { buffer, now = Date.now },
) => {
  const allowed = perAddressLimit(now);
  app.post(EVENT_PATH, { bodyLimit: 1024 }, async (request, reply) => {
    if (!sameOrigin(request))
      return reply.code(403).send({ status: 403, message: 'Events are taken from the site itself only.' });
    if (!allowed(request.ip))
      return reply.code(429).header('Retry-After', '60').send({ status: 429, message: 'Too many events.' });
    const body = (request.body ?? {}) as Record<string, unknown>;
    const kind = body.kind as InsightsKind;
    const path = typeof body.path === 'string' ? body.path : '';
    if (!BROWSER_KINDS.has(kind))
      return reply
        .code(400)
        .send({ status: 400, message: `kind must be one of ${[...BROWSER_KINDS].join(', ')}.` });
    if (!/^\/[^?#\s]{0,199}$/.test(path))
      return reply
        .code(400)
        .send({ status: 400, message: 'path must be a page path (no query), at most 200 characters.' });
    const landing = typeof body.landing === 'object' && body.landing !== null ? body.landing : {};
    buffer.record({
      at: now(),
      client: request.ip,
      site: request.host,
      facts: factsOf(request.headers),
      kind,
      url: path,
      referer: undefined,
      // A page reached inside the site carries no source: only its landing had one.
      landing: kind === 'view' ? null : landingFrom(landing),
      vacancy: cleanText(body.vacancy),
    });
    return reply.code(204).send();
  });
};
