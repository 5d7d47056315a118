// Reads the words of stored CVs after the upload has been answered (decision 072): every couple of seconds a node
// looks for stored files without a text row (database/cv-texts.ts), and the one that takes the job's lock
// (database/jobs.ts; one node at a time) reads them on a worker thread (cv-reading.ts) and keeps what it found.
// The queue is the table itself: a file stored just before a restart is read after it.
import type { FastifyBaseLogger } from 'fastify';
import { filesWithoutText, recordCvText } from '../database/cv-texts.ts';
import type { Database } from '../database/database.ts';
import { repeatEvery, runJobOnce } from '../database/jobs.ts';
import { readCvText } from './cv-reading.ts';
import { CvNotFoundError, CvStorageUnavailableError, type CvStorage } from './cv-storage.ts';
import { readAll } from './cv-preview.ts';

export const CV_TEXT_JOB = 'cv-text-reader';
const BATCH = 10;

/**
 * Reads up to `limit` stored files that have no text yet and records each; resolves how many it recorded. A file
 * gone from storage is recorded as unreadable; storage that cannot be reached stops the batch (tried again later).
 */
export async function readStoredCvTexts(
  database: Database,
  cvs: CvStorage,
  now: () => number,
  limit = BATCH,
): Promise<number> {
  let recorded = 0;
  for (const file of await filesWithoutText(database, limit)) {
    let result;
    try {
      result = await readCvText(file.file_type, await readAll(await cvs.open(file.id)));
    } catch (error) {
      if (error instanceof CvStorageUnavailableError) break;
      if (!(error instanceof CvNotFoundError)) throw error;
      result = { outcome: 'unreadable' as const, text: '' };
    }
    await recordCvText(database, { file_id: file.id, ...result, read_at: now() });
    recorded += 1;
  }
  return recorded;
}

export function startCvTextReader(options: {
  database: Database;
  cvs: CvStorage;
  log: FastifyBaseLogger;
  now?: () => number;
  checkMs?: number;
}) {
  const { database, cvs, log, now = Date.now, checkMs = 2_000 } = options;
  let stopping = false;
  const job = repeatEvery({
    checkMs,
    firstCheckMs: checkMs,
    check: async () => {
      // Most looks find nothing: they take no lock and write nothing.
      if ((await filesWithoutText(database, 1)).length === 0) return;
      await runJobOnce(database, CV_TEXT_JOB, 0, async () => {
        while (!stopping && (await readStoredCvTexts(database, cvs, now)) === BATCH);
      });
    },
    onError: (error) => log.error({ err: error, job: CV_TEXT_JOB }, 'reading CV text failed'),
  });
  return {
    async stop() {
      stopping = true;
      await job.stop();
    },
  };
}
