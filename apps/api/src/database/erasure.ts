// Erasure that reaches everything a submission left behind: its row, its CV rows and files (on disk or in S3), its
// candidate when it was their last submission, its queued mail (outbox rows) and any .eml copies written in DATA_DIR/outbox-mail. Retain and release: keep a submission past
// the retention period (the applicant agreed), or let it apply again. Used by the command line, the retention
// sweep and the staff area alike.
import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { DataLayout } from './data-layout.ts';
import type { Database } from './database.ts';
import { removeQuietly } from './durable-files.ts';

/** What erasure needs of the CV storage (uploads/cv-storage.ts), which sits above the database. */
export type CvRemover = { remove(id: string): Promise<void> };

export interface DeletionReport {
  reference: string;
  files: number;
  /** CV files the store refused to delete now (it was unreachable): the orphan sweep removes them later. */
  filesPending: number;
  /** Mails deleted before they were sent. */
  mails: number;
  emlFiles: number;
}

export async function deleteSubmission(
  database: Database,
  layout: DataLayout,
  cvs: CvRemover,
  submission: { id: number; reference: string },
): Promise<DeletionReport> {
  const { db } = database;
  const { fileIds, mails } = await db.transaction().execute(async (trx) => {
    // A write first: on SQLite a transaction that read before its first write cannot wait for the server's commit
    // in between (SQLITE_BUSY at once, whatever busy_timeout says); one that starts by writing waits its turn.
    // Every mail row goes; only those not yet sent are reported as waiting mail deleted.
    const deletedMails = await trx
      .deleteFrom('outbox')
      .where('submission_id', '=', submission.id)
      .returning('status')
      .execute();
    const files = await trx
      .selectFrom('upload_files as f')
      .innerJoin('uploads as u', 'u.id', 'f.upload_id')
      .select('f.id')
      .where('u.submission_id', '=', submission.id)
      .execute();
    await trx.deleteFrom('uploads').where('submission_id', '=', submission.id).execute();
    const person = await trx
      .selectFrom('submissions')
      .select('candidate_id')
      .where('id', '=', submission.id)
      .executeTakeFirst();
    await trx.deleteFrom('submissions').where('id', '=', submission.id).execute();
    // Its candidate (decision 070) goes with the last of its submissions, with tags, timeline and notes: nothing
    // of a person outlives what they sent. One that others were merged into stays, for theirs.
    if (person?.candidate_id != null)
      await trx
        .deleteFrom('candidates')
        .where('id', '=', person.candidate_id)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('submissions as s')
                .select('s.id')
                .whereRef('s.candidate_id', '=', 'candidates.id')
                .union(
                  selectFrom('candidates as m')
                    .select('m.id')
                    .whereRef('m.merged_into_id', '=', 'candidates.id'),
                ),
            ),
          ),
        )
        .execute();
    return {
      fileIds: files.map((row) => row.id),
      mails: deletedMails.filter((row) => row.status !== 'sent').length,
    };
  });
  // SQLite's secure_delete zeroes the freed pages in the file; the WAL still holds the rows' earlier page images
  // until a checkpoint copies them back and truncates it.
  await database.afterErasure();
  // Files go after the commit: a crash in between, or a store that fails now, leaves only orphans, which the
  // orphan sweep removes (the rows that named them are gone).
  const removals = await Promise.allSettled(fileIds.map((id) => cvs.remove(id)));
  const filesPending = removals.filter((r) => r.status === 'rejected').length;
  const emlFiles = await removeEmlFiles(layout.mailDir, submission.reference);
  return { reference: submission.reference, files: fileIds.length, filesPending, mails, emlFiles };
}

async function removeEmlFiles(mailDir: string, reference: string): Promise<number> {
  let names: string[];
  try {
    names = await fsp.readdir(mailDir);
  } catch {
    return 0;
  }
  const matching = names.filter((name) => name.startsWith(`${reference}-`) && name.endsWith('.eml'));
  await Promise.all(matching.map((name) => removeQuietly(path.join(mailDir, name))));
  return matching.length;
}

export async function deleteByReference(
  database: Database,
  layout: DataLayout,
  cvs: CvRemover,
  reference: string,
): Promise<DeletionReport | null> {
  const row = await database.db
    .selectFrom('submissions')
    .select(['id', 'reference'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row ? deleteSubmission(database, layout, cvs, row) : null;
}

/** False when there is no submission with that reference. */
export async function setRetained(database: Database, reference: string, retain: boolean): Promise<boolean> {
  const result = await database.db
    .updateTable('submissions')
    .set({ retain: retain ? 1 : 0 })
    .where('reference', '=', reference)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * How the audit log names an erased address (never in clear): SHA-256 of the trimmed, lower-cased address. A
 * restore erases again every address whose hash a newer audit log holds (backups/reapply-erasures.ts).
 */
export function erasedAddressHash(email: string): string {
  return createHash('sha256').update(`erased-address:${email.trim().toLowerCase()}`).digest('hex');
}
