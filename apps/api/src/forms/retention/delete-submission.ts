// Erasure that reaches everything a submission left behind: its row, its CV rows and files (on disk or in S3), its
// queued mail (outbox rows) and any .eml copies written in DATA_DIR/outbox-mail.
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { CvStorage } from '../../cv-storage/cv-storage.ts';
import type { FormsDatabase } from '../storage/database.ts';
import type { DataLayout } from '../storage/data-layout.ts';
import { removeQuietly } from '../storage/durable-files.ts';

export interface DeletionReport {
  reference: string;
  files: number;
  /** CV files the store refused to delete now (it was unreachable): the orphan sweep removes them later. */
  filesPending: number;
  mails: number;
  emlFiles: number;
}

export async function deleteSubmission(
  db: FormsDatabase,
  layout: DataLayout,
  cvs: CvStorage,
  submission: { id: number; reference: string },
): Promise<DeletionReport> {
  const fileIds = (
    db
      .prepare(
        'SELECT f.id FROM upload_files f JOIN uploads u ON u.id = f.upload_id WHERE u.submission_id = ?',
      )
      .all(submission.id) as { id: string }[]
  ).map((row) => row.id);
  const mails = db.transaction(() => {
    const queued = db.prepare('DELETE FROM outbox WHERE submission_id = ?').run(submission.id).changes;
    db.prepare('DELETE FROM uploads WHERE submission_id = ?').run(submission.id);
    db.prepare('DELETE FROM submissions WHERE id = ?').run(submission.id);
    return queued;
  })();
  // secure_delete zeroes the freed pages in the database file; the WAL still holds the rows' earlier page images
  // until a checkpoint copies them back and truncates it. Best effort: a reader in the middle of a read delays it.
  db.pragma('wal_checkpoint(TRUNCATE)');
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
  db: FormsDatabase,
  layout: DataLayout,
  cvs: CvStorage,
  reference: string,
): Promise<DeletionReport | null> {
  const row = db.prepare('SELECT id, reference FROM submissions WHERE reference = ?').get(reference) as
    { id: number; reference: string } | undefined;
  return row ? deleteSubmission(db, layout, cvs, row) : null;
}
