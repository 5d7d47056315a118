// "E-mail me a link to my alert" (issue 42): a used confirmation link no longer opens the manage page, so the way
// back to it is by address. The answer is the same whatever the address (nobody learns who is subscribed): a 303
// to the confirmation page saying a link is on its way; the lookup and the mail happen after it has gone. Mails are capped per address, like the other link mails.
import { EMAIL_PATTERN, MAX_LENGTHS, type AlertLang } from '@agency/forms';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database/database.ts';
import { countMailTo } from '../security/rate-limit-store.ts';
import type { Tx } from '../database/tables.ts';
import { addressKey } from './alert-tokens.ts';

/** Manage-link mails to one address in an hour. */
export const MANAGE_LINK_CAP = { perAddress: 3, windowMs: 60 * 60 * 1000 } as const;

/** For tests and logs only: the visitor's answer is the same in every case. */
export type ManageLinkOutcome = 'mailed' | 'no-alert' | 'capped';

type QueueManageLink = (tx: Tx, mail: { alertId: number; purpose: 'alert-manage-link' }) => Promise<void>;

/** Counts the request for the address (every address alike), then queues the mail if it has a confirmed alert. */
export async function requestManageLink(
  database: Database,
  email: string,
  now: number,
  queueMail: QueueManageLink,
): Promise<ManageLinkOutcome> {
  return database.db.transaction().execute(async (tx) => {
    const hit = await countMailTo(tx, 'alert-manage-address', email, MANAGE_LINK_CAP.windowMs, now);
    if (hit.current > MANAGE_LINK_CAP.perAddress) return 'capped';
    const alert = await tx
      .selectFrom('alerts')
      .select('id')
      .where('email', '=', addressKey(email))
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
    if (!alert) return 'no-alert';
    await queueMail(tx, { alertId: Number(alert.id), purpose: 'alert-manage-link' });
    return 'mailed';
  });
}

export function manageLinkHandler(deps: {
  database: Database;
  queueMail: (now: number) => QueueManageLink;
  /** Wakes the mail worker. */
  kick: () => void;
  now: () => number;
  /** The answer: the confirmation page with a notice (`manage-link-sent`, or `manage-link-invalid`). */
  answer: (
    reply: FastifyReply,
    lang: AlertLang,
    notice: 'manage-link-sent' | 'manage-link-invalid',
  ) => unknown;
}) {
  return async (request: FastifyRequest, reply: FastifyReply, lang: AlertLang) => {
    const raw = (request.body as Record<string, unknown> | undefined)?.email;
    const email = typeof raw === 'string' ? raw.trim() : '';
    if (email.length > MAX_LENGTHS.email || !EMAIL_PATTERN.test(email))
      return deps.answer(reply, lang, 'manage-link-invalid');
    const at = deps.now();
    deps.answer(reply, lang, 'manage-link-sent');
    setImmediate(() => {
      requestManageLink(deps.database, email, at, deps.queueMail(at)).then(
        (outcome) => {
          if (outcome === 'mailed') deps.kick();
          request.log.info({ outcome }, 'job alert manage link request');
        },
        (error: unknown) => request.log.error({ err: error }, 'job alert manage link request failed'),
      );
    });
    return reply;
  };
}
