// Job-alert mails in the outbox: queued in the transaction that makes them due (a subscription, a digest, the
// yearly question), composed when sent, like every other mail (../mail/mail-worker.ts). A confirmation or
// keep mail's link token waits in the row's payload until the mail is sent, then the payload is cleared: from
// then on only the hash is kept (alert_tokens).
import type { SendMailOptions } from 'nodemailer';
import type { AlertCriteria, AlertFrequency, AlertLang } from '@agency/forms';
import type { Database } from '../database/database.ts';
import { queueOwnedMails } from '../database/outbox.ts';
import type { Tx } from '../database/tables.ts';
import { digestVacanciesReader } from './alert-digest.ts';
import {
  composeConfirmationMail,
  composeDigestMail,
  composeKeepMail,
  composeManageLinkMail,
  type AlertMailSettings,
  type ComposedAlertMail,
} from './alert-mails.ts';
import { alertById, linkKey, suppressAlertAddress } from './alert-store.ts';
import { signAlertLink } from './alert-tokens.ts';
import { agencySender, safeMailbox } from '../mail/agency-sender.ts';
import { outboxMessageId } from '../mail/mail-failure.ts';
import type { AlertMailHandler } from '../mail/mail-worker.ts';

export type AlertMailPurpose = 'alert-confirm' | 'alert-digest' | 'alert-keep' | 'alert-manage-link';
export const ALERT_MAIL_PURPOSES: readonly AlertMailPurpose[] = [
  'alert-confirm',
  'alert-digest',
  'alert-keep',
  'alert-manage-link',
];
export const isAlertMail = (purpose: string): purpose is AlertMailPurpose =>
  (ALERT_MAIL_PURPOSES as readonly string[]).includes(purpose);

interface AlertMail {
  alertId: number;
  purpose: AlertMailPurpose;
  payload?: string;
  digestId?: number;
}

export async function queueAlertMail(tx: Tx, mail: AlertMail, now: number): Promise<void> {
  await queueAlertMails(tx, [mail], now);
}

/** Several alerts' mails in one statement (a batch of a digest run). */
export async function queueAlertMails(tx: Tx, mails: readonly AlertMail[], now: number): Promise<void> {
  await queueOwnedMails(
    tx,
    mails.map((mail) => ({
      owner: { alert_id: mail.alertId, alert_digest_id: mail.digestId ?? null },
      purpose: mail.purpose,
      payload: mail.payload ?? null,
    })),
    now,
  );
}

export interface AlertOutboxRow {
  id: number;
  alert_id: number | null;
  alert_digest_id: number | null;
  purpose: AlertMailPurpose;
  payload: string | null;
}

/**
 * The message of one alert outbox row, or null when there is nothing to send any more (the alert, or the
 * digest, was deleted meanwhile; its row normally goes with it) or the address cannot be a header.
 */
export async function composeAlertOutboxMail(
  database: Database,
  row: AlertOutboxRow,
  settings: AlertMailSettings & {
    mailFrom: string;
    mailTo: string;
    linkKey: string;
    /** Reads a digest's vacancies (alert-digest.ts), keeping each run's while its digests are sent. */
    digestVacancies?: ReturnType<typeof digestVacanciesReader>;
  },
): Promise<{ message: SendMailOptions; alertId: number } | 'unsafe' | null> {
  if (row.alert_id === null) return null;
  const alert = await alertById(database, row.alert_id);
  if (!alert) return null;
  const to = safeMailbox(alert.email);
  if (!to) return 'unsafe';
  const link = signAlertLink(settings.linkKey, alert.id, alert.linkVersion);
  let composed: ComposedAlertMail;
  if (row.purpose === 'alert-confirm') {
    const payload = JSON.parse(row.payload ?? '{}') as {
      token?: string;
      update?: boolean;
      regions?: string[] | null;
      sectors?: string[] | null;
      employmentTypes?: string[] | null;
      frequency?: AlertFrequency;
      lang?: AlertLang;
    };
    if (!payload.token) return null; // already sent once: the token is gone, and so is the reason to send
    const criteria: AlertCriteria = payload.update
      ? {
          regions: payload.regions ?? null,
          sectors: payload.sectors ?? null,
          employmentTypes: payload.employmentTypes ?? null,
        }
      : alert.criteria;
    composed = composeConfirmationMail(settings, {
      lang: payload.lang ?? alert.lang,
      token: payload.token,
      criteria,
      frequency: payload.frequency ?? alert.frequency,
      update: payload.update === true,
    });
  } else if (row.purpose === 'alert-digest') {
    if (row.alert_digest_id === null) return null;
    const digest = await database.db
      .selectFrom('alert_digests')
      .select(['run_key', 'vacancies'])
      .where('id', '=', row.alert_digest_id)
      .executeTakeFirst();
    if (!digest) return null;
    const vacancies = await (settings.digestVacancies ?? digestVacanciesReader(database))(digest);
    composed = composeDigestMail(
      settings,
      { lang: alert.lang, link, digestId: row.alert_digest_id },
      vacancies,
    );
  } else if (row.purpose === 'alert-manage-link') {
    if (alert.status !== 'confirmed') return null; // unsubscribed meanwhile
    composed = composeManageLinkMail(settings, { lang: alert.lang, link });
  } else {
    const payload = JSON.parse(row.payload ?? '{}') as { token?: string; deleteAt?: number };
    if (!payload.token || !payload.deleteAt) return null;
    composed = composeKeepMail(settings, {
      lang: alert.lang,
      link,
      keepToken: payload.token,
      criteria: alert.criteria,
      frequency: alert.frequency,
      deleteOn: new Date(payload.deleteAt + 8 * 60 * 60 * 1000).toISOString().slice(0, 10),
    });
  }
  return {
    alertId: alert.id,
    message: {
      ...agencySender(settings.brand, composed.lang, settings),
      to,
      subject: composed.subject,
      text: composed.text,
      html: composed.html,
      headers: { ...composed.headers, 'X-Alert-Mail': row.purpose },
    },
  };
}

export interface AlertMailHandlerOptions {
  database: Database;
  mailFrom: string;
  mailTo: string;
  now?: () => number;
}

/** The mail worker's part for job-alert rows (mail/mail-worker.ts: AlertMailHandler). */
export function alertMailHandler(options: AlertMailHandlerOptions): AlertMailHandler {
  const { database } = options;
  const now = options.now ?? Date.now;
  let key: Promise<string> | null = null;
  const digestVacancies = digestVacanciesReader(database);
  return {
    async compose(row, agency) {
      if (!isAlertMail(row.purpose)) return null;
      const composed = await composeAlertOutboxMail(
        database,
        { ...row, purpose: row.purpose },
        {
          // The agency's name and contacts from the published content; links to the public site.
          brand: agency.brand,
          origin: agency.origin,
          mailFrom: options.mailFrom,
          mailTo: options.mailTo,
          linkKey: await (key ??= linkKey(database)),
          digestVacancies,
        },
      );
      const about = { alertId: row.alert_id, purpose: row.purpose, outboxId: row.id };
      if (!composed) return null;
      if (composed === 'unsafe') return { about, unsafe: true };
      return {
        about,
        fileStem: `alert-${composed.alertId}-${row.purpose}-${row.id}`,
        message: {
          ...composed.message,
          messageId: outboxMessageId(row.id, `alert-${composed.alertId}`, row.purpose, options.mailFrom),
        },
      };
    },
    refused: async (row) => {
      if (row.alert_id !== null) await suppressAlertAddress(database, row.alert_id, now());
    },
  };
}
