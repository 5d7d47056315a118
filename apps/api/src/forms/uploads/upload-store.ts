// Puts accepted CV files into the CV storage (disk or S3, cv-storage/) under random ids and records them. The
// answer is sent only after the files are stored durably and the row has committed. A failure on the way leaves
// nothing: no row, and the files already put are removed again.
import type { CvStorage } from '../../cv-storage/cv-storage.ts';
import type { FormsDatabase } from '../storage/database.ts';
import { removeQuietly } from '../storage/durable-files.ts';
import { randomId, type ReceivedCv } from './receive-cv.ts';

export interface StoredUpload {
  uploadId: string;
}

export async function storeUpload(
  db: FormsDatabase,
  cvs: CvStorage,
  files: ReceivedCv[],
  now: number,
): Promise<StoredUpload> {
  const uploadId = randomId('cv-');
  const placed = files.map((file) => ({ ...file, id: randomId('f-') }));
  const stored: string[] = [];
  try {
    for (const file of placed) {
      await cvs.put(file.id, file);
      stored.push(file.id);
    }
    const insertUpload = db.prepare('INSERT INTO uploads (id, created_at) VALUES (?, ?)');
    const insertFile = db.prepare(
      `INSERT INTO upload_files (id, upload_id, position, original_name, file_type, size, sha256)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      insertUpload.run(uploadId, now);
      placed.forEach((file, position) =>
        insertFile.run(file.id, uploadId, position, file.originalName, file.fileType, file.size, file.sha256),
      );
    })();
    return { uploadId };
  } catch (error) {
    await Promise.all([
      ...placed.map((file) => removeQuietly(file.tempPath)),
      // Best effort: what cannot be removed now (the store went away) the orphan sweep removes later.
      ...stored.map((id) => cvs.remove(id).catch(() => undefined)),
    ]);
    throw error;
  }
}

export interface UploadFileRow {
  id: string;
  upload_id: string;
  original_name: string;
  file_type: 'pdf' | 'doc' | 'docx';
  size: number;
  sha256: string;
}

export function filesOfSubmission(db: FormsDatabase, submissionId: number): UploadFileRow[] {
  return db
    .prepare(
      `SELECT f.id, f.upload_id, f.original_name, f.file_type, f.size, f.sha256
       FROM upload_files f JOIN uploads u ON u.id = f.upload_id
       WHERE u.submission_id = ? ORDER BY f.upload_id, f.position`,
    )
    .all(submissionId) as UploadFileRow[];
}
