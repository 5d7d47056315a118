// Backup settings (docs/operations.md "Backups"), read once by config.ts. BACKUP_DESTINATION turns the nightly
// backup on: a folder, or s3://bucket/prefix with the same S3_* settings as CV_STORAGE.
import path from 'node:path';
import type { CvStorageConfig } from './storage-config.ts';

export type BackupPlace = { kind: 'folder'; dir: string } | Extract<CvStorageConfig, { kind: 's3' }>;

export interface BackupConfig {
  /** BACKUP_DESTINATION; null = no nightly backup (the commands then need a destination named). */
  destination: BackupPlace | null;
  /** BACKUP_KEY: an age identity or recipient (backup-key.ts). */
  key: string | null;
  /** BACKUP_TIME: when the nightly backup starts, in minutes after midnight, Hong Kong time. */
  atMinute: number;
  /** BACKUP_KEEP_DAILY / BACKUP_KEEP_WEEKLY: the newest backup of each of so many days and weeks is kept. */
  keepDaily: number;
  keepWeekly: number;
  /** A folder or s3:// place named to a command, with this environment's S3_* settings; throws a sentence. */
  placeOf(location: string): BackupPlace;
}

type S3Parser = (location: string, problems: string[]) => CvStorageConfig;

const IDENTITY = /^AGE-SECRET-KEY-1[0-9A-Z]{58}$/;
export const RECIPIENT = /^age1[0-9a-z]{58}$/;

/** Problem with BACKUP_KEY as a sentence naming it, or null when it is an age identity or recipient. */
export function backupKeyProblem(value: string): string | null {
  if (IDENTITY.test(value) || RECIPIENT.test(value)) return null;
  return (
    'BACKUP_KEY must be an age key: AGE-SECRET-KEY-1… (takes and restores backups) or its age1… recipient ' +
    '(takes backups only). Make one with `pnpm admin backup key`.'
  );
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function parseBackupConfig(
  env: NodeJS.ProcessEnv,
  s3Place: S3Parser,
  problems: string[],
): BackupConfig {
  const raw = env.BACKUP_DESTINATION || '';
  const key = env.BACKUP_KEY || null;
  const time = env.BACKUP_TIME || '03:00';
  const match = TIME.exec(time);
  if (!match) problems.push(`BACKUP_TIME must be a time of day as HH:MM, Hong Kong time (got "${time}").`);
  if (raw !== '' && key === null) {
    problems.push(
      'BACKUP_KEY must be set with BACKUP_DESTINATION: backups are encrypted to it (`pnpm admin backup key`).',
    );
  }
  if (key !== null) {
    const problem = backupKeyProblem(key);
    if (problem) problems.push(problem);
  }
  const placeOf = (location: string, found: string[]): BackupPlace => {
    if (!location.startsWith('s3://')) return { kind: 'folder', dir: path.resolve(location) };
    const place = s3Place(location, found);
    return place.kind === 's3' ? place : { kind: 'folder', dir: path.resolve(location) };
  };
  return {
    destination: raw === '' ? null : placeOf(raw, problems),
    placeOf(location) {
      const found: string[] = [];
      const place = placeOf(location, found);
      if (found.length > 0) throw new Error(found.join(' '));
      return place;
    },
    key,
    atMinute: match ? Number(match[1]) * 60 + Number(match[2]) : 180,
    keepDaily: wholeNumber('BACKUP_KEEP_DAILY', env.BACKUP_KEEP_DAILY, 14, problems),
    keepWeekly: wholeNumber('BACKUP_KEEP_WEEKLY', env.BACKUP_KEEP_WEEKLY, 8, problems),
  };
}

function wholeNumber(name: string, raw: string | undefined, fallback: number, problems: string[]): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= 0) return value;
  problems.push(`${name} must be a whole number (got "${raw}").`);
  return fallback;
}
