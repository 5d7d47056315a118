// The outbox's queries: what the mail worker claims and records, and dead mail for operators (`pnpm admin mail
// list|retry`). Shows references, mail ids and codes only (last_error has addresses removed by the worker).
//
// Several nodes share one outbox: a node claims due rows for CLAIM_MS (Postgres: FOR UPDATE SKIP LOCKED, so two
// nodes never claim the same row) and records the outcome of each send before the next. A node that dies while
// sending leaves its claim to run out; another node then sends the row (decision 022).
import { sql } from 'kysely';
import type { Database } from './database.ts';
import type { Db, MailPurpose, SubmissionKind, Tx } from './tables.ts';

export interface DeadMail {
  outboxId: number;
  /**
   * What names the mail for `pnpm admin mail retry`: the submission's reference, or `mail-<outbox id>` for a mail
   * that belongs to no submission (a job alert's, a draft's, a staff member's).
   */
  name: string;
  /** What the mail is about: a submission's kind, or the job alert, draft or staff account it was sent for. */
  about: SubmissionKind | 'job alert' | 'draft' | 'staff';
  /** 'agency' (to the office), 'acknowledgement' (to the applicant), 'draft-resume', 'alert-digest', … */
  purpose: MailPurpose;
  attempts: number;
  lastError: string | null;
  /** ms epoch: when the mail was first queued. */
  createdAt: number;
}

const MAIL_NAME = /^mail-(\d+)$/;

/** Every dead mail, oldest first, named by its submission's reference or by `mail-<id>`. */
export async function listDeadMail(database: Database): Promise<DeadMail[]> {
  const rows = await database.db
    .selectFrom('outbox as o')
    .leftJoin('submissions as s', 's.id', 'o.submission_id')
    .select([
      'o.id as outboxId',
      's.reference',
      's.kind',
      'o.alert_id',
      'o.draft_id',
      'o.purpose',
      'o.attempts',
      'o.last_error as lastError',
      'o.created_at as createdAt',
    ])
    .where('o.status', '=', 'dead')
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();
  return rows.map((row) => ({
    outboxId: Number(row.outboxId),
    name: row.reference ?? `mail-${row.outboxId}`,
    about: row.kind ?? (row.alert_id !== null ? 'job alert' : row.draft_id !== null ? 'draft' : 'staff'),
    purpose: row.purpose,
    attempts: Number(row.attempts),
    lastError: row.lastError,
    createdAt: Number(row.createdAt),
  }));
}

/**
 * Queues dead mail again, due now, with a fresh retry window: every dead mail of a submission (by its reference), or
 * one mail by the `mail-<id>` name `listDeadMail` gives it. Returns how many mails were queued (0: no such name, or
 * nothing of it is dead).
 */
export async function retryMail(database: Database, name: string, now: number = Date.now()): Promise<number> {
  const byId = MAIL_NAME.exec(name);
  const result = await database.db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, queued_at: now, claimed_until: null })
    .where('status', '=', 'dead')
    .where((eb) =>
      byId
        ? eb('id', '=', Number(byId[1]))
        : eb('submission_id', '=', eb.selectFrom('submissions').select('id').where('reference', '=', name)),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface ClaimedMail {
  id: number;
  /** A submission's mail; NULL for a job-alert mail (alert_id set: alerts/alert-outbox.ts). */
  submission_id: number | null;
  alert_id: number | null;
  alert_digest_id: number | null;
  /** A draft's mail (drafts/draft-mails.ts). */
  draft_id: number | null;
  /** A mail to a staff member (staff/accounts/lock-out-alert.ts). */
  staff_account_id: number | null;
  payload: string | null;
  purpose: MailPurpose;
  attempts: number;
  next_attempt_at: number;
  /** When the current run of attempts began. */
  queued_at: number;
}

/**
 * SQLite has one node: at its start, every claim is left over from a previous run of this same node (a crash), so
 * the worker gives them all back at once. (Postgres nodes cannot know that of each other: claims there run out.)
 */
export async function releaseLeftoverClaims(database: Database): Promise<void> {
  if (database.dialect !== 'sqlite') return;
  await database.db
    .updateTable('outbox')
    .set({ claimed_until: null })
    .where('claimed_until', 'is not', null)
    .execute();
}

/**
 * Claims up to `limit` due rows for this node until now + claimMs. The claim need not wait for the disk
 * (decision 039): lost with the machine, it would only have run out.
 */
export function claimDueMail(
  database: Database,
  now: number,
  claimMs: number,
  limit: number,
): Promise<ClaimedMail[]> {
  return database.unsynced((db) => claimDueRows(db, database.dialect, now, claimMs, limit));
}

async function claimDueRows(
  db: Db,
  dialect: Database['dialect'],
  now: number,
  claimMs: number,
  limit: number,
): Promise<ClaimedMail[]> {
  const due = db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate().skipLocked());
  const rows = await db
    .updateTable('outbox')
    .set({ claimed_until: now + claimMs })
    .where('id', 'in', due)
    .returning([
      'id',
      'submission_id',
      'alert_id',
      'alert_digest_id',
      'draft_id',
      'staff_account_id',
      'payload',
      'purpose',
      'attempts',
      'next_attempt_at',
      sql<number>`coalesce(queued_at, created_at)`.as('queued_at'),
    ])
    .execute();
  // RETURNING gives no order: the longest-waiting first, as claimed.
  return rows.sort((a, b) => a.next_attempt_at - b.next_attempt_at || a.id - b.id);
}

/**
 * Records a send before the next one goes out (at most one duplicate when this process crashes). Committed
 * without waiting for the disk (decision 039): after a power cut the mails marked since the last fsync may go
 * out once more, each recognisable by its Message-ID.
 */
export async function markMailSent(database: Database, id: number, now: number): Promise<void> {
  await database.unsynced((db) =>
    db
      .updateTable('outbox')
      // A link's token in the payload is needed only until the mail is out.
      .set((eb) => ({
        status: 'sent',
        sent_at: now,
        attempts: eb('attempts', '+', 1),
        claimed_until: null,
        payload: null,
      }))
      .where('id', '=', id)
      .execute(),
  );
}

export async function markMailRetry(
  database: Database,
  id: number,
  at: number,
  error: string,
): Promise<void> {
  await database.db
    .updateTable('outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: at,
      last_error: error,
      claimed_until: null,
    }))
    .where('id', '=', id)
    .execute();
}

export async function markMailDead(database: Database, id: number, error: string): Promise<void> {
  await database.db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'dead',
      attempts: eb('attempts', '+', 1),
      last_error: error,
      claimed_until: null,
    }))
    .where('id', '=', id)
    .execute();
}

/** Gives back rows this node claimed but did not get to (it is stopping, or the mail server is down). */
export async function releaseMail(database: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await database.db.updateTable('outbox').set({ claimed_until: null }).where('id', 'in', ids).execute();
}

export interface OwnedMail {
  owner:
    | { submission_id: number }
    | { alert_id: number; alert_digest_id?: number | null }
    | { draft_id: number }
    | { staff_account_id: number };
  purpose: MailPurpose;
  payload: string | null;
  /** When it is due (default: now): a mail held back so staff can still cancel it. */
  dueAt?: number;
}

/** Queues a mail (a submission's, a job alert's or a draft's), due now, inside the caller's transaction: its id. */
export async function queueOwnedMail(tx: Tx, mail: OwnedMail, now: number): Promise<number> {
  return (await queueOwnedMails(tx, [mail], now))[0]!;
}

/** Queues mails of one kind of owner in one statement (a digest run's batch), inside the caller's transaction. */
export async function queueOwnedMails(tx: Tx, mails: readonly OwnedMail[], now: number): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await tx
    .insertInto('outbox')
    .values(
      mails.map((mail) => ({
        submission_id: null,
        alert_id: null,
        alert_digest_id: null,
        ...mail.owner,
        payload: mail.payload,
        purpose: mail.purpose,
        next_attempt_at: mail.dueAt ?? now,
        created_at: now,
        queued_at: mail.dueAt ?? now,
        last_error: null,
        sent_at: null,
        claimed_until: null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/**
 * Cancels a mail not yet sent, in one compare-and-set: only a pending row no node holds a claim on. A row a
 * worker has claimed is being sent and is left alone (false), so a mail is never half-cancelled. The payload (the
 * mail's text) goes with the cancellation.
 */
export async function cancelPendingMail(tx: Tx | Db, id: number, now: number): Promise<boolean> {
  const result = await tx
    .updateTable('outbox')
    .set({ status: 'cancelled', payload: null, claimed_until: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
