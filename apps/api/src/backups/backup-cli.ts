// The backup commands (docs/operations.md "Backups"), run by the admin CLI before it opens the database (a
// restore wants the target empty):
//
//   backup key                      a new key pair: BACKUP_KEY (secret, restores) and its recipient (backs up)
//   backup [<destination>]          one backup now, into the folder or s3://bucket/prefix (default BACKUP_DESTINATION)
//   backup list [<destination>]     the finished backups there
//   backup verify <backup>          a restore into a temporary place; compares row counts and files
//   restore <backup> [--replace]    into this install's DATA_DIR / DATABASE_URL / CV_STORAGE, which must be empty
//
// <backup> is an entry: /backups/backup-20261202T190000Z or s3://bucket/prefix/backup-20261202T190000Z.
import type { Config } from '../config.ts';
import { openCvStorage } from '../uploads/cv-storage.ts';
import { dataLayout } from '../database/data-layout.ts';
import { openDatabase } from '../database/database.ts';
import { ensureDirs } from '../database/durable-files.ts';
import { BackupRefusedError, newBackupKey, parseBackupKey } from './backup-key.ts';
import { openDestination } from './destination.ts';
import type { EraseAddress } from './reapply-erasures.ts';
import { printReport, restoreCommand, type CommandOutput } from './restore-command.ts';
import { takeBackup } from './take-backup.ts';
import { verifyBackup } from './verify-backup.ts';

export interface BackupCommandDeps extends CommandOutput {
  eraseAddress: EraseAddress;
}

export const BACKUP_USAGE =
  'backup key | backup [<folder|s3://bucket/prefix>] | backup list [<destination>] | backup verify <backup> | restore <backup> [--replace]';

export async function runBackupCommand(
  config: Config,
  args: string[],
  deps: BackupCommandDeps,
): Promise<number> {
  try {
    return await run(config, args, deps);
  } catch (error) {
    if (error instanceof BackupRefusedError) {
      deps.err(error.message);
      return 1;
    }
    throw error;
  }
}

async function run(
  config: Config,
  [command, sub, ...rest]: string[],
  deps: BackupCommandDeps,
): Promise<number> {
  if (command === 'backup' && sub === 'key') {
    const key = await newBackupKey();
    deps.out(`BACKUP_KEY=${key.identity}`);
    deps.out(
      `# recipient (may stand in for BACKUP_KEY on a server that only takes backups): ${key.recipient}`,
    );
    deps.out(
      '# Keep the secret key off the backup destination (a password manager, a sealed envelope): without it no backup can be restored.',
    );
    return 0;
  }
  if (!config.backups.key)
    throw new BackupRefusedError(
      'BACKUP_KEY is not set: backups are encrypted to it (`pnpm admin backup key`).',
    );
  const key = await parseBackupKey(config.backups.key);
  if (command === 'restore' || sub === 'verify') {
    const where = command === 'restore' ? sub : rest[0];
    if (!where) throw new BackupRefusedError(`name the backup: ${BACKUP_USAGE}`);
    const { place, entry } = splitEntry(config, where);
    const destination = await openDestination(place);
    try {
      if (command === 'backup') {
        const report = await verifyBackup(destination, entry, key, config.databaseUrl);
        printReport(deps, 'verified', report);
        return report.differences.length === 0 ? 0 : 1;
      }
      return await restoreCommand(config, destination, entry, key, rest.includes('--replace'), deps);
    } finally {
      destination.close();
    }
  }
  const named = command === 'backup' && sub === 'list' ? rest[0] : command === 'backup' ? sub : undefined;
  if (command !== 'backup') throw new BackupRefusedError(`usage: ${BACKUP_USAGE}`);
  const place = named ? placeOf(config, named) : config.backups.destination;
  if (!place) throw new BackupRefusedError('name a destination, or set BACKUP_DESTINATION.');
  const destination = await openDestination(place);
  try {
    if (sub === 'list') {
      for (const entry of await destination.entries()) deps.out(entry);
      return 0;
    }
    const layout = dataLayout(config.dataDir);
    ensureDirs(layout.root, layout.uploads);
    const database = await openDatabase({ url: config.databaseUrl, file: layout.database });
    const cvs = await openCvStorage(config.cvStorage);
    try {
      const report = await takeBackup(
        {
          database,
          sqliteFile: layout.database,
          databaseUrl: config.databaseUrl,
          cvs,
          content: config.content,
        },
        destination,
        key,
      );
      deps.out(
        `${destination.description}/${report.entry}: ${report.rows} rows, ${report.cvFiles} CV files, ${report.bytes} bytes encrypted, in ${report.ms} ms`,
      );
      return 0;
    } finally {
      cvs.close();
      await database.close();
    }
  } finally {
    destination.close();
  }
}

/** "…/backup-2026…Z" → the destination it is in, and its name. */
function splitEntry(config: Config, where: string) {
  const trimmed = where.replace(/\/+$/, '');
  const cut = trimmed.lastIndexOf('/');
  const entry = trimmed.slice(cut + 1);
  if (!/^backup-\d{8}T\d{6}Z$/.test(entry))
    throw new BackupRefusedError(
      `${where} does not name a backup: give its entry, like /backups/backup-20261202T190000Z.`,
    );
  const parent = cut < 0 ? '.' : trimmed.slice(0, cut);
  return { place: placeOf(config, parent), entry };
}

function placeOf(config: Config, location: string) {
  try {
    return config.backups.placeOf(location);
  } catch (error) {
    throw new BackupRefusedError((error as Error).message);
  }
}
