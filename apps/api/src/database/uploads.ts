// CV uploads' rows: an upload (one request, 1-2 files) and its files. The files themselves are stored by the
// forms' upload store; erasure and the sweeps remove both.
import type { Database } from './database.ts';
import type { UploadFilesTable } from './tables.ts';

export type UploadFileRow = Omit<UploadFilesTable, 'position'>;

export async function recordUpload(
  database: Database,
  uploadId: string,
  files: Omit<UploadFilesTable, 'upload_id' | 'position'>[],
  now: number,
): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('uploads')
      .values({ id: uploadId, created_at: now, submission_id: null, claimed_at: null })
      .execute();
    await trx
      .insertInto('upload_files')
      .values(files.map((file, position) => ({ ...file, upload_id: uploadId, position })))
      .execute();
  });
}

export async function filesOfSubmission(database: Database, submissionId: number): Promise<UploadFileRow[]> {
  return database.db
    .selectFrom('upload_files as f')
    .innerJoin('uploads as u', 'u.id', 'f.upload_id')
    .select(['f.id', 'f.upload_id', 'f.original_name', 'f.file_type', 'f.size', 'f.sha256'])
    .where('u.submission_id', '=', submissionId)
    .orderBy('f.upload_id')
    .orderBy('f.position')
    .execute();
}
