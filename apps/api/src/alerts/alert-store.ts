// Job alerts in the database (tables: alert-tables.ts; migration 2026-11-25-5-job-alerts). Every change that must
// not half-happen (a subscription and its confirmation mail, a digest and its outbox row and the alert's cursor)
// is one transaction. Addresses are read here and handed to the mail composer only; nothing here logs them.
import type { AlertCriteria, AlertFrequency, AlertLang, AlertValues } from '@agency/forms';
import { criteriaOf } from '@agency/forms';
import type { Database } from '../database/database.ts';
import type { AddressEraser } from '../database/erase-address.ts';
import type { Tx } from '../database/tables.ts';
import type { AlertsTable } from '../database/alert-tables.ts';
import {
  addressHash,
  addressKey,
  CONFIRM_TOKEN_TTL_MS,
  KEEP_TOKEN_TTL_MS,
  newLinkKey,
} from './alert-tokens.ts';
import { hashToken, issueToken, tokenState } from '../security/link-tokens.ts';

/** At most one confirmation mail per address in this time (a form sent again, or someone else's address). */
export const CONFIRM_MAIL_INTERVAL_MS = 10 * 60 * 1000;

export interface StoredAlert {
  id: number;
  email: string;
  lang: AlertLang;
  criteria: AlertCriteria;
  frequency: AlertFrequency;
  status: AlertsTable['status'];
  paused: boolean;
  linkVersion: number;
  confirmedAt: number | null;
  lastConfirmedAt: number | null;
  keepAskedAt: number | null;
}

const list = (value: string | null): string[] | null =>
  value === null ? null : (JSON.parse(value) as string[]);
const json = (value: string[] | null) => (value === null ? null : JSON.stringify(value));

type AlertRow = Pick<
  AlertsTable,
  | 'email'
  | 'lang'
  | 'regions'
  | 'sectors'
  | 'employment_types'
  | 'frequency'
  | 'status'
  | 'confirmed_at'
  | 'last_confirmed_at'
  | 'keep_asked_at'
> & { id: number; paused: number; link_version: number };

const ALERT_COLUMNS = [
  'id',
  'email',
  'lang',
  'regions',
  'sectors',
  'employment_types',
  'frequency',
  'status',
  'paused',
  'confirmed_at',
  'last_confirmed_at',
  'keep_asked_at',
  'link_version',
] as const;

export function storedAlert(row: AlertRow): StoredAlert {
  return {
    id: Number(row.id),
    email: row.email,
    lang: row.lang,
    criteria: {
      regions: list(row.regions),
      sectors: list(row.sectors),
      employmentTypes: list(row.employment_types),
    },
    frequency: row.frequency,
    status: row.status,
    paused: row.paused === 1,
    linkVersion: Number(row.link_version),
    confirmedAt: row.confirmed_at,
    lastConfirmedAt: row.last_confirmed_at,
    keepAskedAt: row.keep_asked_at,
  };
}

/** The key signed links are made with: created once, kept in the database (every node shares it). */
export async function linkKey(database: Database): Promise<string> {
  const read = () =>
    database.db
      .selectFrom('alert_settings')
      .select('value')
      .where('name', '=', 'link-key')
      .executeTakeFirst();
  const found = await read();
  if (found) return found.value;
  await database.db
    .insertInto('alert_settings')
    .values({ name: 'link-key', value: newLinkKey() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await read())!.value;
}

export async function alertById(database: Database | Tx, id: number): Promise<StoredAlert | null> {
  const db = 'db' in database ? database.db : database;
  const row = await db.selectFrom('alerts').select(ALERT_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? storedAlert(row) : null;
}

/** What a subscription did: for tests and logs only; the visitor's answer is the same in every case. */
export type SubscribeOutcome =
  'created' | 'updated-pending' | 'change-to-confirm' | 'suppressed' | 'mailed-recently';

/**
 * A subscription from the form. A new address: a pending alert and a confirmation mail. An address waiting for
 * confirmation: its criteria replaced and (at most every 10 minutes) a new link. A confirmed address: nothing
 * changes until the owner confirms the change from a mail (so nobody changes someone else's alert). A suppressed
 * address (its mail bounced for good): nothing at all.
 */
export async function subscribe(
  database: Database,
  values: AlertValues,
  now: number,
  queueMail: QueueConfirmation,
): Promise<SubscribeOutcome> {
  const criteria = criteriaOf(values);
  const key = addressKey(values.email);
  return database.db.transaction().execute(async (tx) => {
    const suppressed = await tx
      .selectFrom('alert_suppressions')
      .select('address_hash')
      .where('address_hash', '=', addressHash(values.email))
      .executeTakeFirst();
    if (suppressed) return 'suppressed';
    const existing = await tx
      .selectFrom('alerts')
      .select(['id', 'status', 'confirm_mailed_at'])
      .where('email_key', '=', key)
      .executeTakeFirst();
    const fields = {
      lang: values.lang,
      regions: json(criteria.regions),
      sectors: json(criteria.sectors),
      employment_types: json(criteria.employmentTypes),
      frequency: values.frequency,
    };
    let alertId: number;
    let change: string | null = null;
    let outcome: SubscribeOutcome;
    if (!existing) {
      const inserted = await tx
        .insertInto('alerts')
        .values({ email: values.email.trim(), email_key: key, status: 'pending', created_at: now, ...fields })
        .returning('id')
        .executeTakeFirstOrThrow();
      alertId = Number(inserted.id);
      outcome = 'created';
    } else {
      alertId = Number(existing.id);
      if (existing.status === 'suppressed') return 'suppressed';
      if (existing.status === 'pending') {
        await tx
          .updateTable('alerts')
          .set({ ...fields, email: values.email.trim() })
          .where('id', '=', alertId)
          .execute();
        outcome = 'updated-pending';
      } else {
        change = JSON.stringify({ ...criteria, frequency: values.frequency, lang: values.lang });
        outcome = 'change-to-confirm';
      }
      if (
        existing.confirm_mailed_at !== null &&
        now - existing.confirm_mailed_at < CONFIRM_MAIL_INTERVAL_MS
      ) {
        // A link went out minutes ago and still works: confirming it applies what was just sent (pending) — a
        // change to a confirmed alert waits for the next form after the interval.
        return 'mailed-recently';
      }
    }
    await mailConfirmation(tx, alertId, change, now, queueMail);
    return outcome;
  });
}

type QueueConfirmation = (
  tx: Tx,
  mail: { alertId: number; purpose: 'alert-confirm'; payload: string },
) => Promise<void>;

/** A new confirmation link for an alert, replacing its older ones (one live link per alert), and its mail. */
async function mailConfirmation(
  tx: Tx,
  alertId: number,
  change: string | null,
  now: number,
  queueMail: QueueConfirmation,
): Promise<void> {
  const { token, ...stored } = issueToken(now, CONFIRM_TOKEN_TTL_MS);
  await tx
    .deleteFrom('alert_tokens')
    .where('alert_id', '=', alertId)
    .where('purpose', '=', 'confirm')
    .execute();
  await tx
    .insertInto('alert_tokens')
    .values({ ...stored, alert_id: alertId, purpose: 'confirm', change, used_at: null })
    .execute();
  await tx.updateTable('alerts').set({ confirm_mailed_at: now }).where('id', '=', alertId).execute();
  await queueMail(tx, {
    alertId,
    purpose: 'alert-confirm',
    payload: JSON.stringify({ token, update: change !== null, ...(change ? JSON.parse(change) : {}) }),
  });
}

export type TokenLookup =
  | {
      state: 'valid';
      alert: StoredAlert;
      change: (AlertCriteria & { frequency: AlertFrequency; lang: AlertLang }) | null;
    }
  | { state: 'expired' | 'used'; alert: StoredAlert }
  | { state: 'unknown' };

/** A confirmation or keep token as its link carries it: whether it still works, and for which alert. */
export async function lookUpToken(
  database: Database,
  token: string,
  purpose: 'confirm' | 'keep',
  now: number,
): Promise<TokenLookup> {
  const row = await database.db
    .selectFrom('alert_tokens as t')
    .innerJoin('alerts as a', 'a.id', 't.alert_id')
    .select(ALERT_COLUMNS.map((c) => `a.${c}` as const))
    .select(['t.expires_at', 't.used_at', 't.change'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return { state: 'unknown' };
  const alert = storedAlert(row);
  const state = tokenState(row, now);
  if (state !== 'valid') return { state: state === 'used' ? 'used' : 'expired', alert };
  return { state, alert, change: row.change ? JSON.parse(row.change) : null };
}

/**
 * Uses a confirmation token: once, before it expires. Applies a pending change; a first confirmation starts the
 * alert's digests from now (vacancies announced earlier were on the site when it subscribed).
 */
export async function confirmWithToken(
  database: Database,
  token: string,
  now: number,
): Promise<StoredAlert | null> {
  return database.db.transaction().execute(async (tx) => {
    const used = await tx
      .updateTable('alert_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('purpose', '=', 'confirm')
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['alert_id', 'change'])
      .executeTakeFirst();
    if (!used) return null;
    const alertId = Number(used.alert_id);
    const before = await alertById(tx, alertId);
    if (!before || before.status === 'suppressed') return null;
    const change = used.change
      ? (JSON.parse(used.change) as AlertCriteria & { frequency: AlertFrequency; lang: AlertLang })
      : null;
    await tx
      .updateTable('alerts')
      .set({
        status: 'confirmed',
        confirmed_at: before.confirmedAt ?? now,
        last_confirmed_at: now,
        keep_asked_at: null,
        ...(before.status === 'pending' ? { digest_cursor: now } : {}),
        ...(change
          ? {
              regions: json(change.regions),
              sectors: json(change.sectors),
              employment_types: json(change.employmentTypes),
              frequency: change.frequency,
              lang: change.lang,
            }
          : {}),
      })
      .where('id', '=', alertId)
      .execute();
    return alertById(tx, alertId);
  });
}

/** A new confirmation link for an alert still waiting for one (the expired-link page's button). */
export async function resendConfirmation(
  database: Database,
  alertId: number,
  now: number,
  queueMail: QueueConfirmation,
): Promise<boolean> {
  return database.db.transaction().execute(async (tx) => {
    const alert = await tx
      .selectFrom('alerts')
      .select(['status', 'confirm_mailed_at'])
      .where('id', '=', alertId)
      .executeTakeFirst();
    if (!alert || alert.status !== 'pending') return false;
    if (alert.confirm_mailed_at !== null && now - alert.confirm_mailed_at < CONFIRM_MAIL_INTERVAL_MS)
      return true;
    await mailConfirmation(tx, alertId, null, now, queueMail);
    return true;
  });
}

/** The manage page's changes. */
export async function updateAlert(
  database: Database,
  alertId: number,
  change: Partial<{ criteria: AlertCriteria; frequency: AlertFrequency; paused: boolean }>,
  now: number,
): Promise<void> {
  await database.db
    .updateTable('alerts')
    .set({
      ...(change.criteria
        ? {
            regions: json(change.criteria.regions),
            sectors: json(change.criteria.sectors),
            employment_types: json(change.criteria.employmentTypes),
          }
        : {}),
      ...(change.frequency ? { frequency: change.frequency } : {}),
      ...(change.paused === undefined ? {} : { paused: change.paused ? 1 : 0 }),
      // Resumed: what opened while it was paused is not sent in a burst; it is on the site.
      ...(change.paused === false ? { digest_cursor: now } : {}),
    })
    .where('id', '=', alertId)
    .execute();
}

/** Deletes an alert and everything of it (tokens, digests, its outbox rows); records how, without the address. */
export async function unsubscribe(
  database: Database,
  alertId: number,
  how: string,
  now: number,
): Promise<boolean> {
  return database.db.transaction().execute(async (tx) => {
    const deleted = await tx.deleteFrom('alerts').where('id', '=', alertId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await tx.insertInto('alert_unsubscribes').values({ created_at: now, how, reason: null }).execute();
    return true;
  });
}

export async function recordUnsubscribeReason(
  database: Database,
  reason: string,
  now: number,
): Promise<void> {
  await database.db
    .insertInto('alert_unsubscribes')
    .values({ created_at: now, how: 'reason', reason })
    .execute();
}

/** One answer per digest: the last one counts. Only for a digest of this alert. */
export async function recordFeedback(
  database: Database,
  alertId: number,
  digestId: number,
  value: 'relevant' | 'not-relevant',
  now: number,
): Promise<boolean> {
  return database.db.transaction().execute(async (tx) => {
    const digest = await tx
      .selectFrom('alert_digests')
      .select('id')
      .where('id', '=', digestId)
      .where('alert_id', '=', alertId)
      .executeTakeFirst();
    if (!digest) return false;
    await tx.deleteFrom('alert_feedback').where('digest_id', '=', digestId).execute();
    await tx.insertInto('alert_feedback').values({ digest_id: digestId, value, created_at: now }).execute();
    return true;
  });
}

/** "Keep this alert?" answered: another 12 months. */
export async function keepWithToken(database: Database, token: string, now: number): Promise<boolean> {
  return database.db.transaction().execute(async (tx) => {
    const used = await tx
      .updateTable('alert_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('purpose', '=', 'keep')
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('alert_id')
      .executeTakeFirst();
    if (!used) return false;
    await tx
      .updateTable('alerts')
      .set({ last_confirmed_at: now, keep_asked_at: null })
      .where('id', '=', Number(used.alert_id))
      .execute();
    return true;
  });
}

/**
 * A permanent SMTP failure (5xx) on an alert mail: the address is remembered only as a hash so it is never mailed
 * again, and its alert is deleted with its pending mail.
 */
export async function suppressAlertAddress(database: Database, alertId: number, now: number): Promise<void> {
  await database.db.transaction().execute(async (tx) => {
    const alert = await tx.selectFrom('alerts').select('email').where('id', '=', alertId).executeTakeFirst();
    if (!alert) return;
    await tx
      .insertInto('alert_suppressions')
      .values({ address_hash: addressHash(alert.email), created_at: now })
      .onConflict((oc) => oc.column('address_hash').doNothing())
      .execute();
    await tx.deleteFrom('alerts').where('id', '=', alertId).execute();
    await tx
      .insertInto('alert_unsubscribes')
      .values({ created_at: now, how: 'bounce', reason: null })
      .execute();
  });
}

/** Erases an address from job alerts: its alert (with tokens, digests, mail) and its suppression. */
export async function eraseAlertAddress(database: Database, email: string): Promise<number> {
  return database.db.transaction().execute(async (tx) => {
    const deleted = await tx
      .deleteFrom('alerts')
      .where('email_key', '=', addressKey(email))
      .executeTakeFirst();
    const suppression = await tx
      .deleteFrom('alert_suppressions')
      .where('address_hash', '=', addressHash(email))
      .executeTakeFirst();
    return Number(deleted.numDeletedRows) + Number(suppression.numDeletedRows);
  });
}

export async function findAlertByAddress(database: Database, email: string): Promise<StoredAlert | null> {
  const row = await database.db
    .selectFrom('alerts')
    .select(ALERT_COLUMNS)
    .where('email_key', '=', addressKey(email))
    .executeTakeFirst();
  return row ? storedAlert(row) : null;
}

export const KEEP_AFTER_MS = 365 * 24 * 60 * 60 * 1000;
export const KEEP_ANSWER_MS = KEEP_TOKEN_TTL_MS;

/**
 * Upkeep (daily): unconfirmed alerts are deleted 7 days after their last confirmation mail; alerts not confirmed or
 * kept for 12 months get a "keep this alert?" mail; those not kept a month after it are deleted.
 */
export async function alertUpkeep(
  database: Database,
  now: number,
  queueMail: (tx: Tx, mail: { alertId: number; purpose: 'alert-keep'; payload: string }) => Promise<void>,
): Promise<{ unconfirmed: number; asked: number; expired: number }> {
  const unconfirmed = await database.db
    .deleteFrom('alerts')
    .where('status', '=', 'pending')
    .where((eb) => eb(eb.fn.coalesce('confirm_mailed_at', 'created_at'), '<=', now - CONFIRM_TOKEN_TTL_MS))
    .executeTakeFirst();
  const notKept = await database.db.transaction().execute(async (tx) => {
    const gone = await tx
      .deleteFrom('alerts')
      .where('status', '=', 'confirmed')
      .where('keep_asked_at', 'is not', null)
      .where('keep_asked_at', '<=', now - KEEP_ANSWER_MS)
      .executeTakeFirst();
    const count = Number(gone.numDeletedRows);
    if (count > 0)
      await tx
        .insertInto('alert_unsubscribes')
        .values(Array.from({ length: count }, () => ({ created_at: now, how: 'not-kept', reason: null })))
        .execute();
    return count;
  });
  const toAsk = await database.db
    .selectFrom('alerts')
    .select('id')
    .where('status', '=', 'confirmed')
    .where('keep_asked_at', 'is', null)
    .where('last_confirmed_at', '<=', now - KEEP_AFTER_MS)
    .limit(1000)
    .execute();
  for (const { id } of toAsk) {
    await database.db.transaction().execute(async (tx) => {
      const { token, ...stored } = issueToken(now, KEEP_TOKEN_TTL_MS);
      await tx
        .insertInto('alert_tokens')
        .values({ ...stored, alert_id: Number(id), purpose: 'keep', change: null, used_at: null })
        .execute();
      await tx.updateTable('alerts').set({ keep_asked_at: now }).where('id', '=', Number(id)).execute();
      await queueMail(tx, {
        alertId: Number(id),
        purpose: 'alert-keep',
        payload: JSON.stringify({ token, deleteAt: now + KEEP_ANSWER_MS }),
      });
    });
  }
  // Spent tokens of live alerts are kept only while they could still be shown as "already used".
  await database.db
    .deleteFrom('alert_tokens')
    .where('expires_at', '<=', now - CONFIRM_TOKEN_TTL_MS)
    .execute();
  return { unconfirmed: Number(unconfirmed.numDeletedRows), asked: toAsk.length, expired: notKept };
}

/** Job alerts' part of an address erasure (database/erase-address.ts): always written to the audit log. */
export const alertAddressEraser = (database: Database): AddressEraser => ({
  erase: (email) => eraseAlertAddress(database, email),
  audit: (alertRecords) => ({ action: 'alert-erased', detail: { alertRecords } }),
});
