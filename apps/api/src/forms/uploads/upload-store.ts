// Moves accepted CV files into DATA_DIR/uploads under random ids and records them. The answer is sent only after
// the files are fsynced in place and the row has committed.
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FormsDatabase } from '../storage/database.ts';
import { fsyncDir, removeQuietly } from '../storage/durable-files.ts';
import { randomId, type ReceivedCv } from './receive-cv.ts';

export interface StoredUpload {
  uploadId: string;
}

export async function storeUpload(
  db: FormsDatabase,
  uploadsDir: string,
  files: ReceivedCv[],
  now: number,
): Promise<StoredUpload> {
  const uploadId = randomId('cv-');
  const placed = files.map((file) => ({ ...file, id: randomId('f-') }));
  try {
    for (const file of placed) await fsp.rename(file.tempPath, path.join(uploadsDir, file.id));
    await fsyncDir(uploadsDir);
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
    await Promise.all(
      placed.flatMap((file) => [removeQuietly(file.tempPath), removeQuietly(path.join(uploadsDir, file.id))]),
    );
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
