// Periodic clean-up: CV uploads never claimed by an application (after 24 hours), files left behind by a crash,
// and submissions past the retention period (PCPD HR code: unsuccessful applicants' data no longer than 2 years)
// unless flagged `retain`. See docs/forms-api.md, "Retention".
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { CvStorage } from '../../cv-storage/cv-storage.ts';
import type { FormsDatabase } from '../storage/database.ts';
import type { DataLayout } from '../storage/data-layout.ts';
import { removeQuietly } from '../storage/durable-files.ts';
import { deleteSubmission } from './delete-submission.ts';

export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function sweepUnclaimedUploads(db: FormsDatabase, cvs: CvStorage, now: number): Promise<number> {
  const cutoff = now - UNCLAIMED_UPLOAD_TTL_MS;
  const expired = db
    .prepare('SELECT id FROM uploads WHERE submission_id IS NULL AND created_at < ?')
    .all(cutoff) as { id: string }[];
  let removed = 0;
  for (const { id } of expired) {
    const fileIds = db.prepare('SELECT id FROM upload_files WHERE upload_id = ?').all(id) as { id: string }[];
    // Re-checked inside the delete so an application claiming it at this moment wins.
    const deleted = db.prepare('DELETE FROM uploads WHERE id = ? AND submission_id IS NULL').run(id).changes;
    if (deleted === 0) continue;
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
  db: FormsDatabase,
  layout: DataLayout,
  cvs: CvStorage,
  now: number,
): Promise<number> {
  const known = db.prepare('SELECT 1 FROM upload_files WHERE id = ?');
  let removed = 0;
  for await (const stored of cvs.list()) {
    if (now - stored.modifiedMs < ORPHAN_AGE_MS || known.get(stored.id)) continue;
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
  db: FormsDatabase,
  layout: DataLayout,
  cvs: CvStorage,
  now: number,
  retentionDays: number,
): Promise<string[]> {
  const expired = db
    // The clock runs from receipt, or from the decision once an application is marked Unsuccessful.
    .prepare(
      'SELECT id, reference FROM submissions WHERE coalesce(retention_from, created_at) < ? AND retain = 0 ORDER BY id',
    )
    .all(now - retentionDays * DAY_MS) as { id: number; reference: string }[];
  for (const submission of expired) await deleteSubmission(db, layout, cvs, submission);
  return expired.map((s) => s.reference);
}

export interface SweeperOptions {
  db: FormsDatabase;
  layout: DataLayout;
  cvs: CvStorage;
  retentionDays: number;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

export function startSweeper({
  db,
  layout,
  cvs,
  retentionDays,
  log,
  intervalMs = 60 * 60 * 1000,
}: SweeperOptions) {
  let running: Promise<void> | null = null;
  const sweep = () => {
    if (running) return;
    const now = Date.now();
    running = (async () => {
      const uploads = await sweepUnclaimedUploads(db, cvs, now);
      const orphans = await sweepOrphanFiles(db, layout, cvs, now);
      const expired = await applyRetention(db, layout, cvs, now, retentionDays);
      if (uploads + orphans + expired.length > 0) {
        log.info({ uploads, orphans, expired }, 'forms clean-up removed expired data');
      }
    })()
      .catch((error: unknown) => log.error({ err: error }, 'forms clean-up failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(sweep, 5_000);
  const timer = setInterval(sweep, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
