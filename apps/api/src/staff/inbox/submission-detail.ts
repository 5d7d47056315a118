// One submission as staff see it: its fields, CV files, mail delivery state and notes.
import { statusesOf, type MailState, type SubmissionDetail } from '@agency/forms';
import type { FormsDatabase } from '../../forms/storage/database.ts';
import { filesOfSubmission } from '../../forms/uploads/upload-store.ts';
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from './inbox-queries.ts';
import { readStoredFields } from './stored-submission.ts';

export type SubmissionRecord = SummaryRow & { data: string };

export function findSubmission(db: FormsDatabase, reference: string): SubmissionRecord | null {
  return (
    (db.prepare(`SELECT ${SUMMARY_COLUMNS}, data FROM submissions WHERE reference = ?`).get(reference) as
      SubmissionRecord | undefined) ?? null
  );
}

interface OutboxRow {
  purpose: 'agency' | 'acknowledgement';
  status: 'pending' | 'sent' | 'dead';
  attempts: number;
  last_error: string | null;
}

const mailState = (row: OutboxRow): MailState =>
  row.status === 'pending' ? (row.attempts > 0 ? 'retrying' : 'queued') : row.status;

export function submissionDetail(
  db: FormsDatabase,
  record: SubmissionRecord,
  retentionDays: number,
): SubmissionDetail {
  const mail = db
    .prepare('SELECT purpose, status, attempts, last_error FROM outbox WHERE submission_id = ? ORDER BY id')
    .all(record.id) as OutboxRow[];
  const notes = db
    .prepare(
      'SELECT author, text, created_at AS at FROM submission_notes WHERE submission_id = ? ORDER BY id',
    )
    .all(record.id) as { author: string; text: string; at: number }[];
  return {
    ...toSummary(record, retentionDays),
    fields: readStoredFields(record.kind, record.data),
    files: filesOfSubmission(db, record.id).map((file) => ({
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
