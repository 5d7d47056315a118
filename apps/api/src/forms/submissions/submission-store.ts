// Stores a validated submission, its claim on the uploaded CV and its outgoing mail in ONE transaction
// (transactional outbox), deduplicated by the idempotency key the form created when it rendered.
//
// Group commit: with synchronous=FULL every commit waits for an fsync, so submissions arriving in the same
// event-loop turn are written in one outer transaction, each inside its own savepoint (a failing one rolls back
// alone). Every caller is answered only after that commit returned.
import { isDeepStrictEqual } from 'node:util';
import { ERROR_KEYS } from '@agency/forms';
import type { FormsDatabase } from '../storage/database.ts';
import { FormError } from '../form-error.ts';
import { formatReference } from './reference.ts';

export const KEY_REUSED_MESSAGE =
  'This form was already sent with different details under the same idempotency key. Send it again with a new key.';

export type SubmissionKind = 'enquiry' | 'application';

export interface NewSubmission {
  kind: SubmissionKind;
  idempotencyKey: string;
  /** The applicant's validated e-mail address (for the acknowledgement). */
  email: string;
  /** Validated fields by wire name. */
  data: Record<string, unknown>;
  /** Application only: the upload id (the wire `fileName`) to claim. */
  uploadId?: string;
  now: number;
}

export interface StoredSubmission {
  id: number;
  reference: string;
  /** False when the idempotency key was seen before and the first answer is repeated. */
  created: boolean;
}

export function createSubmissionStore(db: FormsDatabase) {
  const findByKey = db.prepare(
    'SELECT id, reference, email, data FROM submissions WHERE kind = ? AND idempotency_key = ?',
  );
  const insert = db.prepare(
    `INSERT INTO submissions (kind, reference, idempotency_key, created_at, email, data)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const setReference = db.prepare('UPDATE submissions SET reference = ? WHERE id = ?');
  const claimUpload = db.prepare(
    'UPDATE uploads SET submission_id = ?, claimed_at = ? WHERE id = ? AND submission_id IS NULL',
  );
  const enqueueMail = db.prepare(
    `INSERT INTO outbox (submission_id, purpose, next_attempt_at, created_at) VALUES (?, ?, ?, ?)`,
  );

  const saveOne = db.transaction((submission: NewSubmission): StoredSubmission => {
    const existing = findByKey.get(submission.kind, submission.idempotencyKey) as
      { id: number; reference: string; email: string; data: string } | undefined;
    if (existing) {
      // The same key with other content is not a repeat: answering with the first reference would silently drop
      // the corrected submission. 409 (as Stripe does); the site's client then sends it under a new key.
      // Compared as values, not text: rows re-keyed by a migration may list their fields in another order.
      const same =
        existing.email === submission.email &&
        isDeepStrictEqual(JSON.parse(existing.data), JSON.parse(JSON.stringify(submission.data)));
      if (!same) throw new FormError(409, KEY_REUSED_MESSAGE);
      return { id: existing.id, reference: existing.reference, created: false };
    }
    const { now } = submission;
    // The reference needs the row id; a unique placeholder holds its place inside the transaction.
    const id = Number(
      insert.run(
        submission.kind,
        `pending:${submission.kind}:${submission.idempotencyKey}`,
        submission.idempotencyKey,
        now,
        submission.email,
        JSON.stringify(submission.data),
      ).lastInsertRowid,
    );
    const reference = formatReference(submission.kind, id, now);
    setReference.run(reference, id);
    if (submission.uploadId !== undefined && claimUpload.run(id, now, submission.uploadId).changes !== 1) {
      // Unknown, expired or already used: the transaction rolls back, nothing is stored.
      throw new FormError(400, 'Please attach your CV again.', [
        { field: 'fileName', message: ERROR_KEYS.cvRequired },
      ]);
    }
    enqueueMail.run(id, 'agency', now, now);
    enqueueMail.run(id, 'acknowledgement', now, now);
    return { id, reference, created: true };
  });

  interface Pending {
    submission: NewSubmission;
    resolve: (stored: StoredSubmission) => void;
    reject: (error: unknown) => void;
  }
  let queue: Pending[] = [];

  const flush = () => {
    const batch = queue;
    queue = [];
    const outcomes: ({ ok: true; stored: StoredSubmission } | { ok: false; error: unknown })[] = [];
    try {
      db.transaction(() => {
        for (const item of batch) {
          try {
            // Nested: runs as a SAVEPOINT inside the outer transaction.
            outcomes.push({ ok: true, stored: saveOne(item.submission) });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      })();
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.stored);
      else item.reject(outcome.error);
    });
  };

  /** Resolves once the submission's transaction has committed (fsynced). */
  const save = (submission: NewSubmission): Promise<StoredSubmission> =>
    new Promise((resolve, reject) => {
      if (queue.push({ submission, resolve, reject }) === 1) setImmediate(flush);
    });

  return { save };
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;
