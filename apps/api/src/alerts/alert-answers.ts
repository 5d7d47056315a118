// The job-alert pages' data (the pages are the site's: /JobAlerts/Confirm, /Manage, /Unsubscribe, /Keep,
// /Feedback): what a mailed link is and what its alert asks for. Reading a link changes nothing (mail scanners
// open links); the pages' buttons post to the actions (alerts-plugin.ts). Each answer is one person's: never stored.
import type {
  AlertConfirmAnswer,
  AlertFeedbackAnswer,
  AlertKeepAnswer,
  AlertManageAnswer,
  AlertUnsubscribeAnswer,
} from '@agency/forms';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../database/database.ts';
import { isTokenShaped } from '../security/link-tokens.ts';
import { lookUpToken, type StoredAlert } from './alert-store.ts';
import type { AlertLink } from './alert-tokens.ts';

export const ALERTS_API = '/api/alerts';

export interface AlertAnswerDeps {
  database: Database;
  now: () => number;
  /** A signed link's alert and version, or null for a changed or made-up one. */
  signed: (value: unknown) => AlertLink | null;
  /** The alert a signed link names, if it still exists, is confirmed and the link is of its current version. */
  alertOf: (link: AlertLink) => Promise<StoredAlert | null>;
}

const queryField = (query: unknown, name: string): string => {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/** A confirmation link that no longer confirms: why, as the confirm page says it. */
export async function confirmLinkState(deps: AlertAnswerDeps, token: string): Promise<AlertConfirmAnswer> {
  if (!isTokenShaped(token)) return { state: 'not-found' };
  const found = await lookUpToken(deps.database, token, 'confirm', deps.now());
  if (found.state === 'unknown') return { state: 'unknown' };
  if (found.state === 'valid') {
    const { change, alert } = found;
    return {
      state: 'valid',
      criteria: change ?? alert.criteria,
      frequency: change?.frequency ?? alert.frequency,
    };
  }
  if (found.alert.status === 'confirmed')
    // Used: the link is not a key to the alert any more (issue 42); the page offers the manage link by mail.
    return { state: 'already-confirmed' };
  return { state: 'expired' };
}

export function alertAnswers(app: FastifyInstance, deps: AlertAnswerDeps): void {
  const send = <T extends { state: string }>(reply: FastifyReply, answer: T) =>
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex').send(answer);

  app.get(`${ALERTS_API}/confirm`, async (request, reply) =>
    send(reply, await confirmLinkState(deps, queryField(request.query, 't'))),
  );

  app.get(`${ALERTS_API}/manage`, async (request, reply) => {
    const link = deps.signed(queryField(request.query, 't'));
    if (!link) return send(reply, { state: 'not-found' } satisfies AlertManageAnswer);
    const alert = await deps.alertOf(link);
    if (!alert) return send(reply, { state: 'gone' } satisfies AlertManageAnswer);
    const { criteria, frequency, paused } = alert;
    return send(reply, { state: 'active', criteria, frequency, paused } satisfies AlertManageAnswer);
  });

  app.get(`${ALERTS_API}/unsubscribe`, async (request, reply) => {
    const link = deps.signed(queryField(request.query, 't'));
    const state = !link ? 'not-found' : (await deps.alertOf(link)) ? 'subscribed' : 'gone';
    return send(reply, { state } satisfies AlertUnsubscribeAnswer);
  });

  app.get(`${ALERTS_API}/keep`, async (request, reply) => {
    const token = queryField(request.query, 't');
    if (!isTokenShaped(token)) return send(reply, { state: 'not-found' } satisfies AlertKeepAnswer);
    const found = await lookUpToken(deps.database, token, 'keep', deps.now());
    if (found.state !== 'valid') return send(reply, { state: 'unknown' } satisfies AlertKeepAnswer);
    const { criteria, frequency } = found.alert;
    return send(reply, { state: 'valid', criteria, frequency } satisfies AlertKeepAnswer);
  });

  app.get(`${ALERTS_API}/feedback`, async (request, reply) => {
    const { query } = request;
    const valid =
      deps.signed(queryField(query, 't')) !== null &&
      feedbackValue(queryField(query, 'v')) !== null &&
      isDigestId(queryField(query, 'd'));
    return send(reply, { state: valid ? 'valid' : 'not-found' } satisfies AlertFeedbackAnswer);
  });
}

export const feedbackValue = (value: string) =>
  value === 'relevant' || value === 'not-relevant' ? value : null;
export const isDigestId = (value: string) => /^\d{1,15}$/.test(value);
