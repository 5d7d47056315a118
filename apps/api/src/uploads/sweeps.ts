// Periodic clean-up: CV uploads never claimed by an application (after 24 hours), files left behind by a crash,
// submissions past the retention period (PCPD HR code: unsuccessful applicants' data no longer than 2 years)
// unless flagged `retain`, and application drafts past their 30 days (with their CVs); due draft reminders are
// queued by the same job. See docs/forms-api.md, "Retention". Runs once an hour across all nodes (database/jobs.ts).
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { CvStorage } from './cv-storage.ts';
import type { DataLayout } from '../database/data-layout.ts';
import type { Database } from '../database/database.ts';
import { removeQuietly } from '../database/durable-files.ts';
import { deleteSubmission } from '../database/erasure.ts';
import { scheduleJob } from '../database/jobs.ts';
import { deleteExpiredDrafts, queueDueReminders } from '../drafts/draft-store.ts';
import { statusUpkeep } from '../status/status-store.ts';

export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

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

export async function applyRetention(
  database: Database,
  layout: DataLayout,
  cvs: CvStorage,
  now: number,
  retentionDays: number,
): Promise<string[]> {
  const expired = await database.db
    .selectFrom('submissions')
    .select(['id', 'reference'])
    // The clock runs from receipt, or from the decision once an application is marked Unsuccessful.
    .where((eb) => eb(eb.fn.coalesce('retention_from', 'created_at'), '<', now - retentionDays * DAY_MS))
    .where('retain', '=', 0)
    .orderBy('id')
    .execute();
  for (const submission of expired) await deleteSubmission(database, layout, cvs, submission);
  return expired.map((s) => s.reference);
}

export interface SweeperOptions {
  database: Database;
  layout: DataLayout;
  cvs: CvStorage;
  retentionDays: number;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** Mail was queued (draft reminders): wake the mail worker. */
  onMailQueued?: () => void;
}

export function startSweeper({
  database,
  layout,
  cvs,
  retentionDays,
  log,
  intervalMs = 60 * 60 * 1000,
  onMailQueued,
}: SweeperOptions) {
  return scheduleJob(database, {
    name: 'forms-clean-up',
    everyMs: intervalMs,
    log,
    run: async () => {
      const now = Date.now();
      const uploads = await sweepUnclaimedUploads(database, cvs, now);
      const orphans = await sweepOrphanFiles(database, layout, cvs, now);
      const expired = await applyRetention(database, layout, cvs, now, retentionDays);
      const drafts = await deleteExpiredDrafts(database, cvs, now);
      const reminders = await queueDueReminders(database, now);
      // Status links a day past their 30 minutes, and ended status sessions.
      const status = await statusUpkeep(database, now);
      if (reminders > 0) onMailQueued?.();
      if (uploads + orphans + expired.length + drafts + status.links + status.sessions > 0) {
        log.info({ uploads, orphans, expired, drafts, status }, 'forms clean-up removed expired data');
      }
      if (reminders > 0) log.info({ reminders }, 'draft reminders queued');
    },
  });
}
