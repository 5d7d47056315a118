// What a restore checks before it changes anything: every part's size and SHA-256 against the manifest, the
// backup's database kind against the configured one, and that the target database, CV storage and content hold
// nothing that would be overwritten (unless told to replace them).
import fs from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { BackupRefusedError } from './backup-key.ts';
import { measure } from './checksums.ts';
import type { BackupDestination } from './destination.ts';
import type { Manifest } from './manifest.ts';
import type { RestoreTarget } from './restore-backup.ts';

export async function checkParts(destination: BackupDestination, manifest: Manifest): Promise<void> {
  for (const part of manifest.parts) {
    let found;
    try {
      found = await measure(await destination.open(manifest.entry, part.name));
    } catch (error) {
      throw new BackupRefusedError(
        `${manifest.entry}/${part.name} cannot be read (${(error as Error).message}); nothing was restored.`,
      );
    }
    if (found.size !== part.size || found.sha256 !== part.sha256) {
      throw new BackupRefusedError(
        `${manifest.entry}/${part.name} does not match its checksum in the manifest (${found.size} bytes, expected ` +
          `${part.size}): the backup was changed or damaged. Nothing was restored; use another backup.`,
      );
    }
  }
}

/** Refuses a target that holds data, unless `replace`; the message names each place and the option. */
export async function checkTarget(target: RestoreTarget, manifest: Manifest): Promise<void> {
  const kind = target.database.kind;
  if (kind !== manifest.dialect) {
    throw new BackupRefusedError(
      `${manifest.entry} is a ${manifest.dialect === 'sqlite' ? 'SQLite' : 'Postgres'} backup and this install uses ` +
        `${kind === 'sqlite' ? 'SQLite (DATABASE_URL unset)' : 'Postgres (DATABASE_URL)'}: restore it with the same kind ` +
        'of database, then move it with `forms:admin migrate-to`. Nothing was restored.',
    );
  }
  if (target.replace) return;
  const full: string[] = [];
  if (await databaseHoldsData(target.database))
    full.push(`the database (${target.database.kind === 'sqlite' ? target.database.file : 'DATABASE_URL'})`);
  for await (const _ of target.cvs.list()) {
    full.push(`the CV storage (${target.cvs.description})`);
    break;
  }
  for (const file of manifest.content?.files ?? []) {
    const place = target.contentPath(file.name, manifest);
    if (fs.existsSync(place) && (await measure(fs.createReadStream(place))).sha256 !== file.sha256) {
      full.push(`the content (${place} differs from the backup's)`);
      break;
    }
  }
  if (full.length > 0) {
    throw new BackupRefusedError(
      `Not restoring over data: ${full.join(' and ')} ${full.length === 1 ? 'is' : 'are'} not empty. Restore into an ` +
        'empty DATA_DIR / database / CV storage, or add --replace to overwrite them (stop every server first). Nothing was restored.',
    );
  }
}

export async function databaseHoldsData(database: RestoreTarget['database']): Promise<boolean> {
  if (database.kind === 'sqlite') {
    if (!fs.existsSync(database.file) || fs.statSync(database.file).size === 0) return false;
    const raw = new BetterSqlite3(database.file, { readonly: true });
    try {
      const row = raw.prepare(`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'`).get() as {
        n: number;
      };
      return row.n > 0;
    } finally {
      raw.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = current_schema()`,
    );
    return Number(rows[0]!.n) > 0;
  } finally {
    await client.end();
  }
}
