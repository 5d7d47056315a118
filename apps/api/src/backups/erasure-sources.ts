// Where a restore learns what was erased after its backup was taken: the database it replaces (read as it is,
// without migrating it: nothing changes before the checks pass) and the manifests of every newer backup in the
// same destination. What was erased after the newest backup, on a machine that was lost, no source holds: see
// docs/operations.md "Erasure stays erased".
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Db } from '../database/tables.ts';
import type { BackupKey } from './backup-key.ts';
import type { BackupDestination } from './destination.ts';
import { readManifest } from './manifest.ts';
import { databaseHoldsData } from './restore-checks.ts';
import type { RestoreTarget } from './restore-backup.ts';
import { erasuresIn, type Erasures } from './snapshot-facts.ts';

export async function liveErasures(database: RestoreTarget['database']): Promise<Erasures> {
  const none = { addressHashes: [], references: [] };
  if (!(await databaseHoldsData(database))) return none;
  let db: Db;
  if (database.kind === 'sqlite') {
    db = new Kysely({
      dialect: new SqliteDialect({ database: new BetterSqlite3(database.file, { readonly: true }) }),
    });
  } else {
    const { default: pg } = await import('pg');
    db = new Kysely({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 1 }) }),
    });
  }
  try {
    return await erasuresIn(db);
  } catch {
    return none; // no audit log in it (not this application's database): nothing recorded there
  } finally {
    await db.destroy();
  }
}

export async function newerErasures(
  destination: BackupDestination,
  entry: string,
  key: BackupKey,
  warn: (line: string) => void,
): Promise<Erasures[]> {
  const lists: Erasures[] = [];
  for (const newer of (await destination.entries()).filter((name) => name > entry)) {
    try {
      lists.push((await readManifest(key, destination, newer)).erasures);
    } catch (error) {
      warn(`warning: the erasures recorded in ${newer} could not be read (${(error as Error).message})`);
    }
  }
  return lists;
}
