// Dead mail (SMTP refused it permanently, or it failed too often): list it, and put a submission's dead mail back
// in the queue so the mail worker sends it again on its next poll.
import type { FormsDatabase } from '../storage/database.ts';

export interface DeadMail {
  reference: string;
  purpose: 'agency' | 'acknowledgement';
  attempts: number;
  lastError: string | null;
  createdAt: number;
}

export function listDeadMail(db: FormsDatabase): DeadMail[] {
  return db
    .prepare(
      `SELECT s.reference, o.purpose, o.attempts, o.last_error AS lastError, o.created_at AS createdAt
       FROM outbox o JOIN submissions s ON s.id = o.submission_id
       WHERE o.status = 'dead' ORDER BY o.id`,
    )
    .all() as DeadMail[];
}

/** Requeues the submission's dead mail now, with a fresh attempt count; returns how many mails were requeued. */
export function retryMail(db: FormsDatabase, reference: string): number {
  return db
    .prepare(
      `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?
       WHERE status = 'dead' AND submission_id = (SELECT id FROM submissions WHERE reference = ?)`,
    )
    .run(Date.now(), reference).changes;
}
