// POST /api/forms/status: "e-mail me a link to my applications" (issue 30 item 1, decision 031). Registered inside
// the forms API, so it has the forms' guards (origin, per-IP rate limit, urlencoded only); the honeypot and fill
// time are checked here. The answer is the same words, and takes the same time, whether or not anything matches:
// before answering, only the same checks and counters run for every address; the lookup, the link and its mail
// happen after the answer has gone. Past the throttle (per address and per IP) the answer is 429 with Retry-After.
import { parseStatusRequestWire, type StatusRequestValues } from '@agency/forms';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database/database.ts';
import { countHit, countMailTo } from '../security/rate-limit-store.ts';
import { invalidInput } from '../security/form-error.ts';
import { forbiddenFieldErrors, humanCheckErrors } from '../security/human-checks.ts';
import { queueStatusMail } from './status-mails.ts';
import { requestStatusLink } from './status-store.ts';

export const STATUS_REQUEST_MESSAGE =
  'If the address has applications or enquiries with us, we have e-mailed it a link. It works once, for 30 minutes.';

/** Status links per address, and requests per client address (IPv6 by /64), in an hour. */
export const STATUS_THROTTLE = { perAddress: 5, perClient: 30, windowMs: 60 * 60 * 1000 } as const;

const clientKey = (ip: string) => (ip.includes(':') ? ip.split(':').slice(0, 4).join(':') : ip);

/**
 * Counts a status request for the address and the client (the address only as a digest). Returns the seconds to
 * wait when either is past its limit, else null. Known and unknown addresses count alike.
 */
export async function throttleStatusRequest(
  database: Database,
  email: string,
  ip: string,
  now: number,
): Promise<number | null> {
  const { perAddress, perClient, windowMs } = STATUS_THROTTLE;
  const address = await countMailTo(database, 'status-address', email, windowMs, now);
  const client = await countHit(database, `status-client:${clientKey(ip)}`, windowMs, now);
  const over = [address.current > perAddress ? address.ttl : 0, client.current > perClient ? client.ttl : 0];
  const wait = Math.max(...over);
  return wait > 0 ? Math.ceil(wait / 1000) : null;
}

export function tooManyStatusRequests(reply: FastifyReply, retryAfterSeconds: number) {
  return reply.code(429).header('Retry-After', String(retryAfterSeconds)).send({
    status: 429,
    message: 'You have asked for several links already. Please use the newest e-mail, or try again later.',
  });
}

export interface StatusRequestDeps {
  database: Database;
  minFillMs: number;
  /** Wakes the mail worker. */
  onQueued: () => void;
  now?: () => number;
}

/** The lookup, the link and its mail, after the answer: its outcome goes to the log without the address. */
export function sendStatusLinkLater(
  deps: StatusRequestDeps,
  request: FastifyRequest,
  values: Pick<StatusRequestValues, 'email' | 'reference' | 'lang'>,
  at: number,
): void {
  setImmediate(() => {
    requestStatusLink(deps.database, values, at, (tx, mail) => queueStatusMail(tx, mail, at)).then(
      (outcome) => {
        if (outcome === 'mailed') deps.onQueued();
        request.log.info({ outcome }, 'status link request');
      },
      (error: unknown) => request.log.error({ err: error }, 'status link request failed'),
    );
  });
}

export function statusRequestHandler(deps: StatusRequestDeps) {
  const now = deps.now ?? Date.now;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const forbidden = forbiddenFieldErrors(body);
    if (forbidden.length > 0) throw invalidInput(forbidden);
    const parsed = parseStatusRequestWire(body);
    const errors = [
      ...(parsed.ok ? [] : parsed.errors),
      ...humanCheckErrors(parsed.meta, deps.minFillMs, now()),
    ];
    if (!parsed.ok || errors.length > 0) throw invalidInput(errors);
    const at = now();
    const wait = await throttleStatusRequest(deps.database, parsed.values.email, request.ip, at);
    if (wait !== null) return tooManyStatusRequests(reply, wait);
    reply.code(200).send({ status: 200, result: 'success', message: STATUS_REQUEST_MESSAGE, reference: '' });
    sendStatusLinkLater(deps, request, parsed.values, at);
    return reply;
  };
}

/** The status-link form, registered by ../forms-plugin.ts under the forms API. */
export const statusForm: FastifyPluginAsync<StatusRequestDeps> = async (app, deps) => {
  app.post('/status', { config: { postedForm: 'status' } }, statusRequestHandler(deps));
};
