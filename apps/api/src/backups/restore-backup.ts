// `pnpm admin restore <backup>`: checks every checksum and the target first (restore-checks.ts), then puts the
// database, the CV files and the content back, compares every table's row count with the manifest, and re-applies
// the erasures recorded since the backup was taken (reapply-erasures.ts). `backup verify` runs the same into a
// temporary place (verify-backup.ts).
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { CvStorage } from '../uploads/cv-storage.ts';
import { openDatabase, type Database } from '../database/database.ts';
import { decrypting, type BackupKey } from './backup-key.ts';
import { unbundle } from './bundle.ts';
import { measuring } from './checksums.ts';
import { restorePostgres, restoreSqlite } from './database-copy.ts';
import type { BackupDestination } from './destination.ts';
import { readManifest, type Manifest } from './manifest.ts';
import { checkParts, checkTarget } from './restore-checks.ts';
import { tableCounts } from './snapshot-facts.ts';

export interface RestoreTarget {
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  cvs: CvStorage;
  /** Where CV files are received before they are stored (for a disk store: on its file system). */
  tmpDir: string;
  /** Where a content file of the backup goes. */
  contentPath(name: string, manifest: Manifest): string;
  /** Overwrite a database, CV storage or content that holds data. */
  replace: boolean;
}

export interface RestoreReport {
  manifest: Manifest;
  /** Tables whose restored row count differs from the manifest's, as sentences (empty: every count equal). */
  differences: string[];
  rows: number;
  cvFiles: number;
  contentFiles: number;
  ms: number;
}

/**
 * Restores the entry into the target. `opened` receives the restored database (before it is closed): the restore
 * command re-applies erasures there. Throws BackupRefusedError, having changed nothing, when a check fails.
 */
export async function restoreBackup(
  destination: BackupDestination,
  entry: string,
  key: BackupKey,
  target: RestoreTarget,
  opened: (database: Database, manifest: Manifest) => Promise<void> = async () => {},
): Promise<RestoreReport> {
  const started = Date.now();
  const manifest = await readManifest(key, destination, entry);
  await checkParts(destination, manifest);
  await checkTarget(target, manifest);
  const scratch = await fsp.mkdtemp(path.join(os.tmpdir(), 'agency-restore-'));
  try {
    const plain = async (part: string) => decrypting(key, await destination.open(entry, part));
    const databaseFile = path.join(scratch, 'database');
    await pipeline(
      await plain(manifest.database.part),
      (await fsp.open(databaseFile, 'wx', 0o600)).createWriteStream(),
    );
    if (target.database.kind === 'sqlite') await restoreSqlite(databaseFile, target.database.file);
    else {
      if (target.replace) await emptyPostgres(target.database.url);
      await restorePostgres(databaseFile, target.database.url);
    }

    const expected = new Map(manifest.cvs.files.map((file) => [file.name, file]));
    let cvFiles = 0;
    await fsp.mkdir(target.tmpDir, { recursive: true });
    for (const part of manifest.cvs.parts) {
      for await (const file of unbundle(await plain(part))) {
        const tempPath = path.join(target.tmpDir, `restore-${randomBytes(8).toString('hex')}`);
        const measured = measuring(file.body);
        await pipeline(measured.stream, (await fsp.open(tempPath, 'wx', 0o600)).createWriteStream());
        const { size, sha256 } = measured.result();
        const listed = expected.get(file.name);
        if (!listed || listed.sha256 !== sha256 || listed.size !== size) {
          await fsp.rm(tempPath, { force: true });
          throw new Error(`CV file ${file.name} in ${part} does not match the manifest`);
        }
        await target.cvs.put(file.name, { tempPath, size, sha256 });
        cvFiles += 1;
      }
    }

    let contentFiles = 0;
    if (manifest.content) {
      for await (const file of unbundle(await plain(manifest.content.part))) {
        const place = target.contentPath(file.name, manifest);
        await fsp.mkdir(path.dirname(place), { recursive: true });
        const temp = `${place}.restoring`;
        await pipeline(file.body, (await fsp.open(temp, 'w', 0o644)).createWriteStream());
        await fsp.rename(temp, place);
        contentFiles += 1;
      }
    }

    // Opened as the server opens it: migrations bring an older backup up to this version's tables.
    const database = await openDatabase(
      target.database.kind === 'sqlite'
        ? { url: null, file: target.database.file }
        : { url: target.database.url, file: '' },
    );
    try {
      const counts = await tableCounts(database.db, database.dialect);
      const differences = Object.entries(manifest.database.counts)
        .filter(([table, n]) => counts[table] !== n)
        .map(([table, n]) => `${table}: ${counts[table] ?? 'missing'} rows restored, ${n} in the backup`);
      if (cvFiles !== manifest.cvs.files.length)
        differences.push(`CV files: ${cvFiles} restored, ${manifest.cvs.files.length} in the backup`);
      await opened(database, manifest);
      return {
        manifest,
        differences,
        rows: Object.values(manifest.database.counts).reduce((sum, n) => sum + n, 0),
        cvFiles,
        contentFiles,
        ms: Date.now() - started,
      };
    } finally {
      await database.close();
    }
  } finally {
    await fsp.rm(scratch, { recursive: true, force: true });
  }
}

/** --replace on Postgres: the schema's tables go (the database and its owner stay), then the backup's come in. */
async function emptyPostgres(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}
