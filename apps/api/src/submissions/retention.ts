// Submissions past the retention period (PCPD HR code: unsuccessful applicants' data no longer than 2 years) unless
// flagged `retain`: the submissions' part of the periodic clean-up (database/clean-up.ts, docs/forms-api.md).
import type { CleanUpStep } from '../database/clean-up.ts';
import type { DataLayout } from '../database/data-layout.ts';
import type { Database } from '../database/database.ts';
import { deleteSubmission } from '../database/erasure.ts';
import type { CvStorage } from '../uploads/cv-storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

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

export const submissionsCleanUp =
  (
    database: Database,
    layout: DataLayout,
    cvs: CvStorage,
    retentionDays: number,
  ): CleanUpStep<{ expired: string[] }> =>
  async (now) => ({ expired: await applyRetention(database, layout, cvs, now, retentionDays) });
