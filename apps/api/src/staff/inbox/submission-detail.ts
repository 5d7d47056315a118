// One submission as staff see it: its fields, CV files, mail delivery state and notes.
import { statusesOf, type MailState, type SubmissionDetail, type SubmissionMailPurpose } from '@agency/forms';
import type { Database } from '../../database/database.ts';
import { filesOfSubmission } from '../../database/uploads.ts';
import { summaryColumns, toSummary, type SummaryRow } from './inbox-queries.ts';
import { readStoredFields } from './stored-submission.ts';

export type SubmissionRecord = SummaryRow & { data: string };

export async function findSubmission(
  { db, dialect }: Database,
  reference: string,
): Promise<SubmissionRecord | null> {
  const row = await db
    .selectFrom('submissions')
    .select([...summaryColumns(dialect), 'data'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  return (row as SubmissionRecord | undefined) ?? null;
}

interface OutboxRow {
  purpose: SubmissionMailPurpose;
  status: 'pending' | 'sent' | 'dead';
  attempts: number;
  last_error: string | null;
}

const mailState = (row: OutboxRow): MailState =>
  row.status === 'pending' ? (row.attempts > 0 ? 'retrying' : 'queued') : row.status;

export async function submissionDetail(
  database: Database,
  record: SubmissionRecord,
  retentionDays: number,
): Promise<SubmissionDetail> {
  const { db } = database;
  const mail: OutboxRow[] = await db
    .selectFrom('outbox')
    .select(['purpose', 'status', 'attempts', 'last_error'])
    // A submission's mail is to the agency or the applicant (job-alert mail has no submission).
    .$narrowType<{ purpose: SubmissionMailPurpose; status: OutboxRow['status'] }>()
    .where('submission_id', '=', record.id)
    // Staff's own mails to the candidate (which may be cancelled) show on the candidate's timeline instead.
    .where('purpose', '!=', 'candidate-mail')
    .orderBy('id')
    .execute();
  const notes = await db
    .selectFrom('submission_notes')
    .select(['author', 'text', 'created_at as at'])
    .where('submission_id', '=', record.id)
    .orderBy('id')
    .execute();
  const files = await filesOfSubmission(database, record.id);
  return {
    ...toSummary(record, retentionDays),
    fields: readStoredFields(record.kind, record.data),
    files: files.map((file) => ({
      id: file.id,
      name: file.original_name,
      type: file.file_type,
      size: file.size,
    })),
    mail: mail.map((row) => ({
      purpose: row.purpose,
      state: mailState(row),
      attempts: row.attempts,
      lastError: row.last_error,
    })),
    notes,
    statuses: statusesOf(record.kind),
  };
}
