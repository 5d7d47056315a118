// Erasure that reaches everything a submission left behind: its row, its CV rows and files, its queued mail
// (outbox rows) and any .eml copies written in DATA_DIR/outbox-mail.
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FormsDatabase } from '../storage/database.ts';
import type { DataLayout } from '../storage/data-layout.ts';
import { removeQuietly } from '../storage/durable-files.ts';

export interface DeletionReport {
  reference: string;
  files: number;
  mails: number;
  emlFiles: number;
}

export async function deleteSubmission(
  db: FormsDatabase,
  layout: DataLayout,
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
  // Files go after the commit: a crash in between leaves only orphans, which the upload sweep removes.
  await Promise.all(fileIds.map((id) => removeQuietly(path.join(layout.uploads, id))));
  const emlFiles = await removeEmlFiles(layout.mailDir, submission.reference);
  return { reference: submission.reference, files: fileIds.length, mails, emlFiles };
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
  reference: string,
): Promise<DeletionReport | null> {
  const row = db.prepare('SELECT id, reference FROM submissions WHERE reference = ?').get(reference) as
    { id: number; reference: string } | undefined;
  return row ? deleteSubmission(db, layout, row) : null;
}
