// `pnpm admin migrate-to --cv-storage s3://…`: copies every CV named by an upload_files row from this install's
// CV storage to another, one at a time and streamed (through a local temp file, as an upload is), checking each
// file's SHA-256 against its row; then lists the target and checks that every row's file is there with its size.
// Safe to run again: files already in the target with the right size are skipped. Never deletes from the source.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../database/database.ts';
import { removeQuietly } from '../../database/durable-files.ts';
import { randomId } from '../../uploads/receive-cv.ts';
import { CvNotFoundError, type CvStorage } from '../../uploads/cv-storage.ts';

export interface CvMigrationReport {
  rows: number;
  copied: number;
  alreadyThere: number;
  /** Rows whose file the source does not have (reported, not fatal: nothing to copy). */
  missingInSource: string[];
  /** Files whose bytes do not match their row's SHA-256 or size: not copied. */
  corrupt: string[];
  /** After the copy: rows whose file the target lacks or holds with another size. */
  notInTarget: string[];
}

async function sizesIn(storage: CvStorage): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for await (const stored of storage.list()) sizes.set(stored.id, stored.size);
  return sizes;
}

export async function migrateCvs(
  database: Database,
  source: CvStorage,
  target: CvStorage,
  tmpDir: string,
  progress: (line: string) => void = () => {},
): Promise<CvMigrationReport> {
  const rows = await database.db
    .selectFrom('upload_files')
    .select(['id', 'size', 'sha256'])
    .orderBy('id')
    .execute();
  await target.check();
  const before = await sizesIn(target);
  const report: CvMigrationReport = {
    rows: rows.length,
    copied: 0,
    alreadyThere: 0,
    missingInSource: [],
    corrupt: [],
    notInTarget: [],
  };
  for (const row of rows) {
    if (before.get(row.id) === row.size) {
      report.alreadyThere += 1;
      continue;
    }
    let body;
    try {
      body = await source.open(row.id);
    } catch (error) {
      if (!(error instanceof CvNotFoundError)) throw error;
      report.missingInSource.push(row.id);
      continue;
    }
    const tempPath = path.join(tmpDir, randomId('migrate-'));
    const hash = createHash('sha256');
    let size = 0;
    try {
      await pipeline(
        body,
        new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            hash.update(chunk);
            callback(null, chunk);
          },
        }),
        fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }),
      );
      if (size !== row.size || hash.digest('hex') !== row.sha256) {
        report.corrupt.push(row.id);
        continue;
      }
      await target.put(row.id, { tempPath, size, sha256: row.sha256 });
      report.copied += 1;
      if (report.copied % 100 === 0) progress(`copied ${report.copied} of ${rows.length}`);
    } finally {
      await removeQuietly(tempPath);
    }
  }
  const after = await sizesIn(target);
  const skipped = new Set([...report.missingInSource, ...report.corrupt]);
  report.notInTarget = rows.filter((r) => !skipped.has(r.id) && after.get(r.id) !== r.size).map((r) => r.id);
  return report;
}
