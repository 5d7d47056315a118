// Candidate mails in the database (decision 073): queued with the outbox row that carries them, the record of what
// was sent, a line on the candidate's timeline and an audit row (ids and the template's key only), all in one
// transaction; cancelled by one compare-and-set on the outbox row; read back with their delivery state.
import type { CandidateMailState, MailLanguage } from '@agency/forms/candidate-mail';
import { recordCandidateEvent } from '../../database/card-moves.ts';
import type { Database } from '../../database/database.ts';
import { cancelPendingMail, queueOwnedMail } from '../../database/outbox.ts';
import type { CandidateMailPayload } from './mail-compose.ts';

export interface QueuedCandidateMail {
  submission: { id: number; reference: string; candidate_id: number };
  payload: CandidateMailPayload;
  template: string | null;
  /** ms epoch on the outbox's clock (the real one): when it goes out. */
  sendAt: number;
  by: { actor: string; at: number };
}

export async function queueCandidateMail(database: Database, mail: QueuedCandidateMail): Promise<number> {
  const { submission, payload, by } = mail;
  return database.db.transaction().execute(async (tx) => {
    const outboxId = await queueOwnedMail(
      tx,
      {
        owner: { submission_id: submission.id },
        purpose: 'candidate-mail',
        payload: JSON.stringify(payload),
        dueAt: mail.sendAt,
      },
      Math.min(Date.now(), mail.sendAt),
    );
    const row = await tx
      .insertInto('candidate_mails')
      .values({
        candidate_id: submission.candidate_id,
        submission_id: submission.id,
        outbox_id: outboxId,
        sent_by: by.actor,
        created_at: by.at,
        send_at: mail.sendAt,
        template_key: mail.template,
        lang: payload.lang,
        subject: payload.subject,
        body_text: payload.body,
        cancelled_at: null,
        cancelled_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    const detail = { mail: id, template: mail.template };
    await recordCandidateEvent(tx, {
      candidateId: submission.candidate_id,
      ...by,
      action: 'mailed',
      submissionId: submission.id,
      detail,
    });
    await tx
      .insertInto('audit_log')
      .values({
        ...by,
        action: 'mailed-candidate',
        reference: submission.reference,
        detail: JSON.stringify({ candidate: submission.candidate_id, ...detail }),
      })
      .execute();
    return id;
  });
}

export type CancelOutcome = 'cancelled' | 'not-found' | 'too-late';

/** Cancels a mail of these candidates that has not gone yet; 'too-late' once it is sent or being sent. */
export async function cancelCandidateMail(
  database: Database,
  candidateIds: number[],
  mailId: number,
  by: { actor: string; at: number },
): Promise<CancelOutcome> {
  return database.db.transaction().execute(async (tx) => {
    const mail = await tx
      .selectFrom('candidate_mails as m')
      .innerJoin('submissions as s', 's.id', 'm.submission_id')
      .select(['m.id', 'm.outbox_id', 'm.candidate_id', 'm.submission_id', 's.reference'])
      .where('m.id', '=', mailId)
      .where('m.candidate_id', 'in', candidateIds)
      .executeTakeFirst();
    if (!mail) return 'not-found';
    if (mail.outbox_id === null || !(await cancelPendingMail(tx, Number(mail.outbox_id), Date.now())))
      return 'too-late';
    await tx
      .updateTable('candidate_mails')
      .set({ cancelled_at: by.at, cancelled_by: by.actor })
      .where('id', '=', mailId)
      .execute();
    const detail = { mail: mailId };
    await recordCandidateEvent(tx, {
      candidateId: Number(mail.candidate_id),
      ...by,
      action: 'mail-cancelled',
      submissionId: Number(mail.submission_id),
      detail,
    });
    await tx
      .insertInto('audit_log')
      .values({
        ...by,
        action: 'cancelled-candidate-mail',
        reference: mail.reference,
        detail: JSON.stringify({ candidate: Number(mail.candidate_id), ...detail }),
      })
      .execute();
    return 'cancelled';
  });
}

export interface MailOnTimeline {
  mail: number;
  subject: string;
  body: string;
  language: MailLanguage;
  template: string | null;
  state: CandidateMailState;
  sendAt: number;
}

function stateOf(
  row: {
    status: string | null;
    attempts: number | null;
    next_attempt_at: number | null;
    cancelled_at: number | null;
  },
  now: number,
): CandidateMailState {
  if (row.cancelled_at !== null || row.status === 'cancelled') return 'cancelled';
  if (row.status === 'sent') return 'sent';
  if (row.status === 'dead') return 'failed';
  if (row.status === null) return 'sent';
  if (Number(row.attempts) > 0) return 'retrying';
  return Number(row.next_attempt_at) > now ? 'scheduled' : 'queued';
}

/** The timeline's view of these mails: what was written and where its delivery stands (the outbox's row). */
export async function mailsOnTimeline(
  db: Database['db'],
  ids: number[],
  now = Date.now(),
): Promise<Map<number, MailOnTimeline>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('candidate_mails as m')
    .leftJoin('outbox as o', 'o.id', 'm.outbox_id')
    .select([
      'm.id',
      'm.subject',
      'm.body_text',
      'm.lang',
      'm.template_key',
      'm.send_at',
      'm.cancelled_at',
      'o.status',
      'o.attempts',
      'o.next_attempt_at',
    ])
    .where('m.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        mail: Number(row.id),
        subject: row.subject,
        body: row.body_text,
        language: row.lang,
        template: row.template_key,
        state: stateOf(row, now),
        sendAt: Number(row.send_at),
      },
    ]),
  );
}
