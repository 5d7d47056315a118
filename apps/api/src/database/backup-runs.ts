// The nightly backup's outcomes, shared by the backups (which record them) and the staff home (which shows the
// last one). A row per attempt, written when it ends.
import type { Database } from './database.ts';

export interface BackupRun {
  startedAt: number;
  finishedAt: number;
  outcome: 'taken' | 'failed';
  entry: string | null;
  bytes: number | null;
  problem: string | null;
}

/** Records the run; resolves to its id. */
export async function recordBackupRun({ db }: Database, run: BackupRun): Promise<number> {
  const row = await db
    .insertInto('backup_runs')
    .values({
      started_at: run.startedAt,
      finished_at: run.finishedAt,
      outcome: run.outcome,
      entry: run.entry,
      bytes: run.bytes,
      problem: run.problem,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function lastBackupRun({ db }: Database): Promise<BackupRun | null> {
  const row = await db
    .selectFrom('backup_runs')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        startedAt: Number(row.started_at),
        finishedAt: Number(row.finished_at),
        outcome: row.outcome,
        entry: row.entry,
        bytes: row.bytes === null ? null : Number(row.bytes),
        problem: row.problem,
      }
    : null;
}
