// `pnpm admin backup <destination>` and the nightly backup: one consistent snapshot of what the agency owns, as
// one new entry in the destination. The database first (its snapshot decides which CVs belong in the backup),
// then the CV files its rows name, then the content, then the manifest (manifest.ts).
import { createReadStream } from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ContentServerConfig } from '../content/content-config.ts';
import { CvNotFoundError, type CvStorage } from '../uploads/cv-storage.ts';
import type { Database } from '../database/database.ts';
import { encrypting, type BackupKey } from './backup-key.ts';
import { bundle } from './bundle.ts';
import { measuring } from './checksums.ts';
import { contentFiles } from './content-files.ts';
import { copyDatabase } from './database-copy.ts';
import { entryName, MANIFEST, type BackupDestination } from './destination.ts';
import { sealManifest, type Manifest, type NamedFile } from './manifest.ts';
import { snapshotFacts } from './snapshot-facts.ts';

/** CVs per part, at most (by size): far below S3's 5 GB for one put, and a part that fails is retried whole. */
export const PART_BYTES = 512 * 1024 * 1024;

export interface BackupSources {
  database: Database;
  sqliteFile: string;
  databaseUrl: string | null;
  cvs: CvStorage;
  content: ContentServerConfig;
}

export interface BackupReport {
  entry: string;
  bytes: number;
  rows: number;
  cvFiles: number;
  ms: number;
}

export async function takeBackup(
  sources: BackupSources,
  destination: BackupDestination,
  key: BackupKey,
  now: number = Date.now(),
): Promise<BackupReport> {
  const started = Date.now();
  const entry = entryName(now);
  const staged = await destination.stage(entry);
  // The plain database copy lives only here (owner-only), and only until it is encrypted.
  const scratch = await fsp.mkdtemp(path.join(os.tmpdir(), 'agency-backup-'));
  try {
    const parts: NamedFile[] = [];
    const write = async (name: string, plain: AsyncIterable<Uint8Array>) => {
      const sealed = measuring(await encrypting(key, plain));
      const file = path.join(staged, name);
      await pipeline(sealed.stream, (await fsp.open(file, 'wx', 0o600)).createWriteStream());
      const handle = await fsp.open(file, 'r+');
      await handle.sync();
      await handle.close();
      parts.push({ name, ...sealed.result() });
    };

    const databaseFile = path.join(scratch, 'database');
    const facts = await copyDatabase(
      sources.database,
      { sqliteFile: sources.sqliteFile, url: sources.databaseUrl },
      databaseFile,
      (snapshot) => snapshotFacts(snapshot, sources.database.dialect),
    );
    await write('database.age', createReadStream(databaseFile));
    await fsp.rm(databaseFile);

    const gone: string[] = [];
    const cvParts: string[] = [];
    for (const [index, group] of groupBySize(facts.files, PART_BYTES).entries()) {
      const name = `cvs-${String(index + 1).padStart(3, '0')}.age`;
      cvParts.push(name);
      await write(
        name,
        bundle(
          group.map((file) => ({
            name: file.id,
            size: file.size,
            open: async () => {
              try {
                return await sources.cvs.open(file.id);
              } catch (error) {
                if (!(error instanceof CvNotFoundError)) throw error;
                gone.push(file.id); // erased after the snapshot: that erasure is in a later audit log
                return null;
              }
            },
          })),
        ),
      );
    }

    const content = await contentFiles(sources.content, scratch);
    if (content)
      await write('content.age', bundle(content.files.map((file) => ({ ...file, open: file.read }))));

    const manifest: Manifest = {
      format: 1,
      entry,
      takenAt: now,
      dialect: sources.database.dialect,
      parts: [...parts],
      database: { part: 'database.age', counts: facts.counts },
      cvs: {
        parts: cvParts,
        files: facts.files
          .filter((file) => !gone.includes(file.id))
          .map(({ id, ...rest }) => ({ name: id, ...rest })),
        gone,
      },
      content: content && {
        kind: content.kind,
        part: 'content.age',
        files: content.files.map(({ name, size, sha256 }) => ({ name, size, sha256 })),
      },
      erasures: facts.erasures,
    };
    await pipeline(
      await sealManifest(key, manifest),
      (await fsp.open(path.join(staged, MANIFEST), 'wx', 0o600)).createWriteStream(),
    );
    await destination.publish(entry, staged, [...parts.map((part) => part.name), MANIFEST]);
    return {
      entry,
      bytes: parts.reduce((sum, part) => sum + part.size, 0),
      rows: Object.values(facts.counts).reduce((sum, n) => sum + n, 0),
      cvFiles: manifest.cvs.files.length,
      ms: Date.now() - started,
    };
  } catch (error) {
    await destination.discard(staged);
    throw error;
  } finally {
    await fsp.rm(scratch, { recursive: true, force: true });
  }
}

function groupBySize<T extends { size: number }>(items: T[], limit: number): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    if (current.length > 0 && bytes + item.size > limit) {
      groups.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += item.size;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
