// Stores a validated submission, its claim on the uploaded CV and its outgoing mail in ONE transaction
// (transactional outbox), deduplicated by the idempotency key the form created when it rendered.
//
// Group commit: every commit waits for an fsync, so submissions arriving in the same event-loop turn are written
// in one outer transaction, each inside its own savepoint (a failing one rolls back alone). Every caller is
// answered only after that commit is on disk; on SQLite the fsync is made off the event loop, which serves other
// requests meanwhile (database.syncedOffLoop, decision 043).
import { isDeepStrictEqual } from 'node:util';
import { ERROR_KEYS } from '@agency/forms';
import type { ControlledTransaction, Insertable } from 'kysely';
import type { Database } from '../database/database.ts';
import type { LandingSource } from '../database/insights-tables.ts';
import { candidatesFor, cardKeys, emailKey } from '../database/candidate-keys.ts';
import type { SubmissionsTable, Tables, Tx } from '../database/tables.ts';
import { FormError } from '../security/form-error.ts';
import { newReference } from './reference.ts';

export const KEY_REUSED_MESSAGE =
  'This form was already sent with different details under the same idempotency key. Send it again with a new key.';

/** Tries of one save when a unique column clashes (a random reference drawn twice). */
const SAVE_ATTEMPTS = 5;
/** Submissions in one commit at most (bounds the batch statements' sizes); the rest wait for the next. */
const MAX_BATCH = 64;

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
  /** Application only: the link token of the draft it was finished from; that draft is deleted with it. */
  draftToken?: string;
  /** Where the sender came from (insights): kept beside the submission by the `keepSources` hook. */
  source?: LandingSource | null;
  now: number;
}

export interface StoredSubmission {
  id: number;
  reference: string;
  /** False when the idempotency key was seen before and the first answer is repeated. */
  created: boolean;
}

type Outcome = { ok: true; stored: StoredSubmission } | { ok: false; error: unknown };

/**
 * Sending a draft (drafts/draft-store.ts `consumeDraft`, wired by ../forms-plugin.ts): deletes it inside the
 * submission's transaction, or throws when it is gone.
 */
export type DraftConsumer = (
  tx: Tx,
  token: string,
  uploadId: string | undefined,
  now: number,
) => Promise<void>;

/** Keeps submissions' sources in their transaction (insights/submission-sources.ts, wired by ../forms-plugin.ts). */
export type SourceKeeper = (
  tx: Tx,
  kept: readonly { submissionId: number; source: LandingSource }[],
) => Promise<void>;

const sourcesOf = (stored: readonly { id: number }[], submissions: readonly NewSubmission[]) =>
  stored.flatMap(({ id }, i) => {
    const source = submissions[i]?.source;
    return source ? [{ submissionId: id, source }] : [];
  });

export function createSubmissionStore(
  database: Database,
  consumeDraft?: DraftConsumer,
  keepSources?: SourceKeeper,
) {
  const saveOne = async (trx: Tx, submission: NewSubmission): Promise<StoredSubmission> => {
    const { now } = submission;
    // One statement in the usual case: the row is written once (its reference and search text known before),
    // unless its idempotency key was seen before. Random reference, not the row number (issue 27); a clash with
    // an existing one (1 in ~729 million) fails on the column's UNIQUE and the save is tried again (saveInSavepoint).
    const reference = newReference(submission.kind, now);
    // The person it comes from, found or created in this transaction (decision 070).
    const candidates = await candidatesFor(trx, [submission], now);
    const inserted = await trx
      .insertInto('submissions')
      .values(submissionRow(submission, reference, candidates))
      .onConflict((conflict) => conflict.columns(['kind', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      // The key was seen before (committed; on Postgres another node's commit is waited for).
      const existing = await trx
        .selectFrom('submissions')
        .select(['id', 'reference', 'email', 'data'])
        .where('kind', '=', submission.kind)
        .where('idempotency_key', '=', submission.idempotencyKey)
        .executeTakeFirstOrThrow();
      // The same key with other content is not a repeat: answering with the first reference would silently drop
      // the corrected submission. 409 (as Stripe does); the site's client then sends it under a new key.
      // Compared as values, not text: rows re-keyed by a migration may list their fields in another order.
      const same =
        existing.email === submission.email &&
        isDeepStrictEqual(JSON.parse(existing.data), JSON.parse(JSON.stringify(submission.data)));
      if (!same) throw new FormError(409, KEY_REUSED_MESSAGE);
      return { id: existing.id, reference: existing.reference, created: false };
    }
    const { id } = inserted;
    // A draft is sent once: a second tab sending the same draft finds it gone (410) and stores nothing.
    if (submission.draftToken !== undefined) {
      if (!consumeDraft) throw new Error('a draft was sent to a store that does not know drafts');
      await consumeDraft(trx, submission.draftToken, submission.uploadId, now);
    }
    if (submission.uploadId !== undefined) {
      const claimed = await trx
        .updateTable('uploads')
        .set({ submission_id: id, claimed_at: now })
        .where('id', '=', submission.uploadId)
        .where('submission_id', 'is', null)
        // A saved draft's CVs are used only with its token (consumeDraft above deleted that draft): by id alone
        // they would stay the draft's, and go when it is erased or expires (issue 42).
        .where((eb) =>
          eb.not(
            eb.exists(
              eb.selectFrom('drafts').select('drafts.id').whereRef('drafts.upload_id', '=', 'uploads.id'),
            ),
          ),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) {
        // Unknown, expired, already used or a draft's: the savepoint rolls back, nothing is stored.
        throw new FormError(400, 'Please attach your CV again.', [
          { field: 'fileName', message: ERROR_KEYS.cvRequired },
        ]);
      }
    }
    await trx.insertInto('outbox').values(outboxRows(id, now)).execute();
    await keepSources?.(trx, sourcesOf([{ id }], [submission]));
    return { id, reference, created: true };
  };

  /**
   * The usual batch, new enquiries only, in two statements: every row, then every mail (Kysely's cost is per
   * statement, ~25-30 µs). All or nothing: a repeated key (no row returned for it) or any failure undoes it,
   * and the batch is saved one by one (saveInSavepoint), which answers each case. Null then.
   */
  const saveAllAtOnce = async (
    trx: ControlledTransaction<Tables>,
    batch: readonly NewSubmission[],
  ): Promise<Outcome[] | null> => {
    if (batch.some((s) => s.uploadId !== undefined || s.draftToken !== undefined)) return null;
    const point = await trx.savepoint('all').execute();
    try {
      const references = batch.map((submission) => newReference(submission.kind, submission.now));
      const candidates = await candidatesFor(
        point,
        batch,
        Math.max(...batch.map((submission) => submission.now)),
      );
      const inserted = await point
        .insertInto('submissions')
        .values(batch.map((submission, i) => submissionRow(submission, references[i]!, candidates)))
        .onConflict((conflict) => conflict.columns(['kind', 'idempotency_key']).doNothing())
        .returning(['id', 'reference'])
        .execute();
      if (inserted.length === batch.length) {
        // RETURNING's order is not promised: matched by reference (unique).
        const ids = new Map(inserted.map((row) => [row.reference, row.id]));
        const stored = references.map((reference) => ({ id: ids.get(reference)!, reference, created: true }));
        await point
          .insertInto('outbox')
          .values(stored.flatMap(({ id }, i) => outboxRows(id, batch[i]!.now)))
          .execute();
        await keepSources?.(point, sourcesOf(stored, batch));
        await point.releaseSavepoint('all').execute();
        return stored.map((one) => ({ ok: true, stored: one }));
      }
    } catch {
      // Saved one by one below: each gets its own outcome.
    }
    await point.rollbackToSavepoint('all').execute();
    return null;
  };

  /**
   * One submission in its own savepoint: a failing one is undone alone. A unique clash (a reference drawn twice)
   * is undone and tried again with a new reference.
   */
  const saveInSavepoint = async (
    trx: ControlledTransaction<Tables>,
    index: number,
    submission: NewSubmission,
  ): Promise<Outcome> => {
    for (let attempt = 1; ; attempt += 1) {
      const name = `s${index}_${attempt}`;
      const point = await trx.savepoint(name).execute();
      try {
        const stored = await saveOne(point, submission);
        await point.releaseSavepoint(name).execute();
        return { ok: true, stored };
      } catch (error) {
        await point.rollbackToSavepoint(name).execute();
        if (!isUniqueViolation(error) || attempt === SAVE_ATTEMPTS) return { ok: false, error };
      }
    }
  };

  interface Pending {
    submission: NewSubmission;
    resolve: (stored: StoredSubmission) => void;
    reject: (error: unknown) => void;
  }
  const queue: Pending[] = [];
  let flushing = false;

  // One batch at a time: whatever arrives while a batch commits goes into the next one.
  const drain = async () => {
    flushing = true;
    while (queue.length > 0) await flush();
    flushing = false;
  };

  const flush = async () => {
    const batch = queue.splice(0, MAX_BATCH);
    let outcomes: Outcome[];
    try {
      // Answered only once the commit is on disk; the event loop serves other requests while it gets there.
      outcomes = await database.syncedOffLoop(async (db) => {
        const submissions = batch.map((item) => item.submission);
        const trx = await db.startTransaction().execute();
        try {
          let done = await saveAllAtOnce(trx, submissions);
          if (!done) {
            done = [];
            for (const [index, submission] of submissions.entries())
              done.push(await saveInSavepoint(trx, index, submission));
          }
          await trx.commit().execute();
          return done;
        } catch (error) {
          await trx
            .rollback()
            .execute()
            .catch(() => {});
          throw error;
        }
      });
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

  /** Resolves once the submission's transaction has committed and is on disk. */
  const save = (submission: NewSubmission): Promise<StoredSubmission> =>
    new Promise((resolve, reject) => {
      if (queue.push({ submission, resolve, reject }) === 1 && !flushing) setImmediate(() => void drain());
    });

  return { save };
}

/**
 * A submission's row, written once: its reference and search text are known before it is inserted. An
 * application is a card: it starts Applied, on its vacancy's board or the talent pool's.
 */
function submissionRow(
  submission: NewSubmission,
  reference: string,
  candidates: Map<string, number>,
): Insertable<SubmissionsTable> {
  const keys = cardKeys(submission.data);
  const card =
    submission.kind === 'application'
      ? { status: 'applied', board: keys.board, stage_since: submission.now, match_facts: keys.matchFacts }
      : {};
  return {
    ...card,
    candidate_id: candidates.get(emailKey(submission.email)) ?? null,
    phone_key: keys.phoneKey,
    name_dob_key: keys.nameDobKey,
    kind: submission.kind,
    reference,
    idempotency_key: submission.idempotencyKey,
    created_at: submission.now,
    email: submission.email,
    data: JSON.stringify(submission.data),
    search_text: searchText(reference, submission),
  };
}

/** Its two mails: the agency's copy and the sender's acknowledgement. */
const outboxRows = (id: number, now: number) =>
  (['agency', 'acknowledgement'] as const).map((purpose) => ({
    submission_id: id,
    purpose,
    next_attempt_at: now,
    created_at: now,
  }));

/** What the inbox search looks in: reference, name and e-mail (the staff list searches this one column). */
export function searchText(reference: string, submission: Pick<NewSubmission, 'email' | 'data'>): string {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return `${reference} ${text(submission.data.firstName)} ${text(submission.data.surname)} ${submission.email}`;
}

/** Postgres 23505, SQLite SQLITE_CONSTRAINT_UNIQUE. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;
