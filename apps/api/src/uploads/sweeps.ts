// The uploads' part of the periodic clean-up (database/clean-up.ts): CV uploads never claimed by an application
// (after 24 hours) and files left behind by a crash. See docs/forms-api.md, "Retention".
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { CvStorage } from './cv-storage.ts';
import type { DataLayout } from '../database/data-layout.ts';
import type { Database } from '../database/database.ts';
import { removeQuietly } from '../database/durable-files.ts';
import type { CleanUpStep } from '../database/clean-up.ts';

export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export async function sweepUnclaimedUploads(
  database: Database,
  cvs: CvStorage,
  now: number,
): Promise<number> {
  const { db } = database;
  const cutoff = now - UNCLAIMED_UPLOAD_TTL_MS;
  const expired = await db
    .selectFrom('uploads')
    .select('id')
    .where('submission_id', 'is', null)
    .where('created_at', '<', cutoff)
    // A saved draft's CVs wait for it (they go when the draft is sent, expires or is erased).
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('drafts').select('drafts.id').whereRef('drafts.upload_id', '=', 'uploads.id'),
        ),
      ),
    )
    .execute();
  let removed = 0;
  for (const { id } of expired) {
    const fileIds = await db.selectFrom('upload_files').select('id').where('upload_id', '=', id).execute();
    // Re-checked inside the delete so an application claiming it at this moment wins.
    const deleted = await db
      .deleteFrom('uploads')
      .where('id', '=', id)
      .where('submission_id', 'is', null)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) continue;
    await Promise.all(fileIds.map((file) => cvs.remove(file.id)));
    removed += 1;
  }
  return removed;
}

const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Stored CVs with no row (a crash or a store failure between putting and committing, or between deleting a row
 * and its file), and half-received temp files. Younger than an hour: possibly an upload still in progress.
 */
export async function sweepOrphanFiles(
  database: Database,
  layout: DataLayout,
  cvs: CvStorage,
  now: number,
): Promise<number> {
  const known = async (id: string) =>
    (await database.db.selectFrom('upload_files').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined;
  let removed = 0;
  for await (const stored of cvs.list()) {
    if (now - stored.modifiedMs < ORPHAN_AGE_MS || (await known(stored.id))) continue;
    await cvs.remove(stored.id);
    removed += 1;
  }
  for (const name of await fsp.readdir(layout.uploadsTmp)) {
    const file = path.join(layout.uploadsTmp, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat?.isFile() || now - stat.mtimeMs < ORPHAN_AGE_MS) continue;
    await removeQuietly(file);
    removed += 1;
  }
  return removed;
}

/** Uploads' part of the clean-up (database/clean-up.ts): unclaimed uploads and orphan files. */
export const uploadsCleanUp =
  (
    database: Database,
    layout: DataLayout,
    cvs: CvStorage,
  ): CleanUpStep<{ uploads: number; orphans: number }> =>
  async (now) => ({
    uploads: await sweepUnclaimedUploads(database, cvs, now),
    orphans: await sweepOrphanFiles(database, layout, cvs, now),
  });
