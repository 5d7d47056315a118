// Moving a card (an application: its status is its stage) and ending it (rejected or withdrawn, with a reason):
// the one code the board, the inbox's status route and the applicant's online withdrawal share (decision 070).
// Compare-and-set on the status: two nodes moving one card at once both succeed in turn, the card ends in one
// stage and the candidate's timeline holds both moves. Every change writes a timeline row and an audit row (ids,
// stage and reason keys only: the audit log never holds personal data).
import {
  PIPELINE_ENDINGS,
  RETENTION_CLOCK_STATUS,
  type PipelineEnding,
  type PipelineStage,
} from '@agency/forms';
import type { AuditAction } from './audit-log.ts';
import type { Database } from './database.ts';
import type { Tx } from './tables.ts';

export interface CardRow {
  id: number;
  reference: string;
  kind: 'enquiry' | 'application';
  status: string;
  candidate_id: number | null;
  board: string | null;
  end_reason: string | null;
}

export type CardChange = { to: PipelineStage } | { to: PipelineEnding; reason: string };

export interface ChangeBy {
  actor: string;
  at: number;
  /** The audit log's action (the applicant's own withdrawal has its own). */
  auditAction?: AuditAction;
}

const isEnding = (status: string): status is PipelineEnding =>
  (PIPELINE_ENDINGS as readonly string[]).includes(status);

/** Writes a line of the candidate's timeline (detail: keys and ids only). */
export async function recordCandidateEvent(
  tx: Tx,
  event: {
    candidateId: number | null;
    at: number;
    actor: string;
    action: string;
    submissionId?: number | null;
    detail: Record<string, string | number | null>;
  },
): Promise<void> {
  if (event.candidateId === null) return;
  await tx
    .insertInto('candidate_events')
    .values({
      candidate_id: event.candidateId,
      at: event.at,
      actor: event.actor,
      action: event.action,
      submission_id: event.submissionId ?? null,
      detail: JSON.stringify(event.detail),
    })
    .execute();
}

export const findCard = (db: Tx | Database['db'], reference: string) =>
  db
    .selectFrom('submissions')
    .select(['id', 'reference', 'kind', 'status', 'candidate_id', 'board', 'end_reason'])
    .where('reference', '=', reference)
    .executeTakeFirst() as Promise<CardRow | undefined>;

/**
 * Applies the change if the card is still in `row.status`; false when another change came first (the caller
 * re-reads and tries again). Inside the caller's transaction, so what goes with the change (a mail) goes with it.
 */
export async function changeCardIfStill(
  tx: Tx,
  row: CardRow,
  change: CardChange,
  by: ChangeBy,
): Promise<boolean> {
  const ending = isEnding(change.to);
  const reason = 'reason' in change ? change.reason : null;
  const updated = await tx
    .updateTable('submissions')
    .set({
      status: change.to,
      stage_since: by.at,
      end_reason: reason,
      // Rejection starts the retention clock (2 years from the decision); any other stage stops it.
      retention_from: change.to === RETENTION_CLOCK_STATUS ? by.at : null,
    })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  const detail = { from: row.status, to: change.to, ...(reason ? { reason } : {}) };
  await recordCandidateEvent(tx, {
    candidateId: row.candidate_id,
    at: by.at,
    actor: by.actor,
    action: ending ? 'ended' : 'moved',
    submissionId: row.id,
    detail,
  });
  await tx
    .insertInto('audit_log')
    .values({
      at: by.at,
      actor: by.actor,
      // The inbox's history reads these as any other status change (the reason key added for an ending).
      action: by.auditAction ?? 'changed-status',
      reference: row.reference,
      detail: JSON.stringify(detail),
    })
    .execute();
  return true;
}

export type CardOutcome =
  | { ok: true; row: CardRow; from: string }
  | { ok: false; problem: 'not-found' | 'not-an-application' | 'unchanged' };

const ATTEMPTS = 5;

/**
 * Moves or ends the card named by its reference, re-reading and trying again when another node changed it in
 * between. `alongside` runs in the same transaction (the inbox's "tell the applicant" mail).
 */
export async function changeCard(
  database: Database,
  reference: string,
  change: CardChange,
  by: ChangeBy,
  alongside?: (tx: Tx, row: CardRow) => Promise<void>,
): Promise<CardOutcome> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const outcome = await database.db
      .transaction()
      .execute(async (tx): Promise<CardOutcome | null> => {
        const row = await findCard(tx, reference);
        if (!row) return { ok: false, problem: 'not-found' };
        if (row.kind !== 'application') return { ok: false, problem: 'not-an-application' };
        const reason = 'reason' in change ? change.reason : null;
        if (row.status === change.to && row.end_reason === reason) return { ok: false, problem: 'unchanged' };
        if (!(await changeCardIfStill(tx, row, change, by))) return null;
        await alongside?.(tx, row);
        return { ok: true, row: { ...row, status: change.to, end_reason: reason }, from: row.status };
      })
      // SQLite: another connection wrote since this one read (SQLITE_BUSY_SNAPSHOT): read again.
      .catch((error: unknown) => {
        if (String((error as { code?: string }).code).startsWith('SQLITE_BUSY')) return null;
        throw error;
      });
    if (outcome) return outcome;
  }
  throw new Error(`card ${reference} kept changing under ${ATTEMPTS} attempts to change it`);
}
