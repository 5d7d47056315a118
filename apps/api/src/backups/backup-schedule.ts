// The nightly backup (BACKUP_DESTINATION set): every node looks each minute whether the last BACKUP_TIME (Hong
// Kong) has passed since the last run; the one that takes the job's lock (database/jobs.ts) takes the backup,
// then prunes the destination (backup-retention.ts). The outcome is recorded (the staff home shows the last);
// a failure is mailed to the agency through the outbox. /readyz does not change: a failed backup does not make
// a node unable to serve.
import type { Config } from '../config.ts';
import type { CvStorage } from '../uploads/cv-storage.ts';
import { recordBackupRun } from '../database/backup-runs.ts';
import type { Database } from '../database/database.ts';
import { repeatEvery, runJobOnce } from '../database/jobs.ts';
import { queueBackupFailedMail } from './backup-failed-mail.ts';
import { backupsToKeep, lastSlot } from './backup-retention.ts';
import { entryTime, openDestination } from './destination.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BackupScheduleOptions {
  config: Pick<Config, 'backups' | 'databaseUrl' | 'content'>;
  database: Database;
  sqliteFile: string;
  cvs: CvStorage;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  /** Sends queued mail now (the outbox worker). */
  kick(): void;
  now?: () => number;
  checkMs?: number;
  firstCheckMs?: number;
}

export function startBackupSchedule(options: BackupScheduleOptions): { stop(): Promise<void> } | null {
  const { backups } = options.config;
  if (!backups.destination || !backups.key) return null;
  const now = options.now ?? Date.now;
  return repeatEvery({
    checkMs: options.checkMs ?? 60_000,
    firstCheckMs: options.firstCheckMs,
    // Due when the last run was at or before the most recent slot (none yet: at once).
    check: () => {
      const at = now();
      return runJobOnce(
        options.database,
        'nightly-backup',
        Math.max(1, at - lastSlot(at, backups.atMinute)),
        () => nightly(options),
        now,
      );
    },
    onError: (error) => options.log.error({ err: error }, 'nightly backup check failed'),
  });
}

/** One nightly backup and pruning; never throws (a failure is recorded and mailed). */
export async function nightly(options: BackupScheduleOptions): Promise<void> {
  const { config, database } = options;
  const startedAt = (options.now ?? Date.now)();
  try {
    // Loaded on the first backup: a node carries the encryption library only from then on.
    const [{ takeBackup }, { parseBackupKey }] = await Promise.all([
      import('./take-backup.ts'),
      import('./backup-key.ts'),
    ]);
    const destination = await openDestination(config.backups.destination!);
    try {
      const report = await takeBackup(
        {
          database,
          sqliteFile: options.sqliteFile,
          databaseUrl: config.databaseUrl,
          cvs: options.cvs,
          content: config.content,
        },
        destination,
        await parseBackupKey(config.backups.key!),
        startedAt,
      );
      const keep = backupsToKeep(
        await destination.entries(),
        config.backups.keepDaily,
        config.backups.keepWeekly,
      );
      const pruned = (await destination.entries()).filter((entry) => !keep.has(entry));
      // A backup that stopped half-way a day ago or more is garbage (a younger one may still be running).
      const stopped = (await destination.unfinished()).filter(
        (entry) => entryTime(entry.replace(/^\.partial-/, '')) < startedAt - DAY_MS,
      );
      for (const entry of [...pruned, ...stopped]) await destination.remove(entry);
      await recordBackupRun(database, {
        startedAt,
        finishedAt: Date.now(),
        outcome: 'taken',
        entry: report.entry,
        bytes: report.bytes,
        problem: null,
      });
      options.log.info(
        { entry: report.entry, bytes: report.bytes, ms: report.ms, pruned: pruned.length },
        'nightly backup taken',
      );
    } finally {
      destination.close();
    }
  } catch (error) {
    const problem = (error as Error).message || String(error);
    options.log.error({ err: error }, 'nightly backup failed');
    try {
      const run = await recordBackupRun(database, {
        startedAt,
        finishedAt: Date.now(),
        outcome: 'failed',
        entry: null,
        bytes: null,
        problem,
      });
      await queueBackupFailedMail(database, run, { at: startedAt, problem });
      options.kick();
    } catch (recording) {
      options.log.error({ err: recording }, 'nightly backup failure could not be recorded');
    }
  }
}
