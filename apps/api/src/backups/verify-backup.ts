// `pnpm admin backup verify <backup>`: the whole restore, into a temporary place, and nothing else touched: a
// SQLite file and a CV folder in a temp folder, or (a Postgres backup) a temporary database created beside the
// one in DATABASE_URL (the role needs CREATEDB) and dropped afterwards.
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDiskCvStorage } from '../uploads/disk-cv-storage.ts';
import { BackupRefusedError, type BackupKey } from './backup-key.ts';
import type { BackupDestination } from './destination.ts';
import { readManifest } from './manifest.ts';
import { restoreBackup, type RestoreReport, type RestoreTarget } from './restore-backup.ts';

export async function verifyBackup(
  destination: BackupDestination,
  entry: string,
  key: BackupKey,
  postgresUrl: string | null,
): Promise<RestoreReport> {
  const manifest = await readManifest(key, destination, entry);
  if (manifest.dialect === 'postgres' && !postgresUrl) {
    throw new BackupRefusedError(
      `${entry} is a Postgres backup: it is verified in a temporary database on the server in DATABASE_URL; set it.`,
    );
  }
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'agency-verify-'));
  const scratchDatabase = manifest.dialect === 'postgres' ? await createScratchDatabase(postgresUrl!) : null;
  try {
    await fsp.mkdir(path.join(dir, 'uploads'));
    const target: RestoreTarget = {
      database: scratchDatabase
        ? { kind: 'postgres', url: scratchDatabase.url }
        : { kind: 'sqlite', file: path.join(dir, 'forms.sqlite') },
      cvs: createDiskCvStorage(path.join(dir, 'uploads')),
      tmpDir: path.join(dir, 'uploads', '.tmp'),
      contentPath: (name) => path.join(dir, 'content', name),
      replace: false,
    };
    return await restoreBackup(destination, entry, key, target);
  } finally {
    await scratchDatabase?.drop();
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

async function createScratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `backup_verify_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return { url: scratch.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
