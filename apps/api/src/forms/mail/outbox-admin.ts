// Dead mail for staff: list what was given up, and send it again. Used by `forms:admin mail list|retry` and by
// the staff area. Shows references and codes only (last_error has addresses removed by the worker).
import type { FormsDatabase } from '../storage/database.ts';

export interface DeadMail {
  outboxId: number;
  reference: string;
  kind: 'enquiry' | 'application';
  /** 'agency' (to the office) or 'acknowledgement' (to the applicant). */
  purpose: 'agency' | 'acknowledgement';
  attempts: number;
  lastError: string | null;
  /** ms epoch: when the submission's mail was first queued. */
  createdAt: number;
}

export function listDeadMail(db: FormsDatabase): DeadMail[] {
  return db
    .prepare(
      `SELECT o.id AS outboxId, s.reference, s.kind, o.purpose, o.attempts, o.last_error AS lastError,
              o.created_at AS createdAt
       FROM outbox o JOIN submissions s ON s.id = o.submission_id
       WHERE o.status = 'dead' ORDER BY o.created_at, o.id`,
    )
    .all() as DeadMail[];
}

/**
 * Queues the dead mail of one submission (by its reference) again, due now, with a fresh retry window.
 * Returns how many mails were queued (0: no such reference, or none of its mail is dead).
 */
export function retryMail(db: FormsDatabase, reference: string, now: number = Date.now()): number {
  return db
    .prepare(
      `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, queued_at = ?
       WHERE status = 'dead' AND submission_id = (SELECT id FROM submissions WHERE reference = ?)`,
    )
    .run(now, now, reference).changes;
}
