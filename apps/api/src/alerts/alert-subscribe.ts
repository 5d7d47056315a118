// POST /api/forms/alert: the subscription form. Registered inside the forms API, so it has the same guards as the
// other forms (origin, rate limit, urlencoded only); the honeypot and fill time are checked here. The answer is the
// same whatever the address's state (new, waiting, confirmed, suppressed): nobody learns who is subscribed.
import { parseAlertWire } from '@agency/forms';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database/database.ts';
import { invalidInput } from '../security/form-error.ts';
import { forbiddenFieldErrors, humanCheckErrors } from '../security/human-checks.ts';
import { queueAlertMail } from './alert-outbox.ts';
import { subscribe } from './alert-store.ts';

export interface AlertSubscribeDeps {
  database: Database;
  minFillMs: number;
  /** Wakes the mail worker. */
  onQueued: () => void;
  now?: () => number;
}

export const ALERT_SUBSCRIBED_MESSAGE = 'Check your inbox to confirm your job alert';

export function alertSubscribeHandler(deps: AlertSubscribeDeps) {
  const now = deps.now ?? Date.now;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const forbidden = forbiddenFieldErrors(body);
    if (forbidden.length > 0) throw invalidInput(forbidden);
    const parsed = parseAlertWire(body);
    const errors = [
      ...(parsed.ok ? [] : parsed.errors),
      ...humanCheckErrors(parsed.meta, deps.minFillMs, now()),
    ];
    if (!parsed.ok || errors.length > 0) throw invalidInput(errors);
    const at = now();
    const outcome = await subscribe(deps.database, parsed.values, at, (tx, mail) =>
      queueAlertMail(tx, mail, at),
    );
    deps.onQueued();
    // The outcome is for operators (no address): the visitor's answer never depends on it.
    request.log.info({ outcome }, 'job alert subscription');
    return reply
      .code(200)
      .send({ status: 200, result: 'success', message: ALERT_SUBSCRIBED_MESSAGE, reference: '' });
  };
}

/** The subscription form, registered by ../forms-plugin.ts under the forms API. */
export const alertForm: FastifyPluginAsync<AlertSubscribeDeps> = async (app, deps) => {
  app.post('/alert', { config: { postedForm: 'alert' } }, alertSubscribeHandler(deps));
};
