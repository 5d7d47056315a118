// Puts accepted CV files into the CV storage (disk or S3, cv-storage.ts) under random ids and records them. The
// answer is sent only after the files are stored durably and the row has committed. A failure on the way leaves
// nothing: no row, and the files already put are removed again.
import type { CvStorage } from './cv-storage.ts';
import type { Database } from '../database/database.ts';
import { removeQuietly } from '../database/durable-files.ts';
import { recordUpload } from '../database/uploads.ts';
import { randomId, type ReceivedCv } from './receive-cv.ts';

export interface StoredUpload {
  uploadId: string;
}

export async function storeUpload(
  database: Database,
  cvs: CvStorage,
  files: ReceivedCv[],
  now: number,
): Promise<StoredUpload> {
  const uploadId = randomId('cv-');
  // The stored name keeps the extension of the type the content was checked to be (issue 27).
  const placed = files.map((file) => ({ ...file, id: `${randomId('f-')}.${file.fileType}` }));
  const stored: string[] = [];
  try {
    for (const file of placed) {
      await cvs.put(file.id, file);
      stored.push(file.id);
    }
    await recordUpload(
      database,
      uploadId,
      placed.map((file) => ({
        id: file.id,
        original_name: file.originalName,
        file_type: file.fileType,
        size: file.size,
        sha256: file.sha256,
      })),
      now,
    );
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
