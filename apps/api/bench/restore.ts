// Backup and restore benchmark (not a test): `pnpm --filter @agency/api run bench:restore`.
// 10,000 applications (BENCH_SUBMISSIONS), each with one CV of BENCH_CV_KB (default 100) KB, in a SQLite install
// on disk; then, timed: `backup` into a folder, `backup verify`, and `restore` into an empty DATA_DIR. Prints the
// sizes and times (docs/operations.md "Backups" quotes them).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runBackupCommand } from '../src/backups/backup-cli.ts';
import { newBackupKey } from '../src/backups/backup-key.ts';
import { copyDatabase } from '../src/backups/database-copy.ts';
import { loadConfig } from '../src/config.ts';
import { dataLayout } from '../src/database/data-layout.ts';
import { openDatabase } from '../src/database/database.ts';
import { ensureDirs } from '../src/database/durable-files.ts';
import { eraseAnAddress as eraseAddress } from '../src/erasure-and-retention.ts';
import { applicationPlan } from '../src/submissions/form-plans.ts';
import { searchText } from '../src/submissions/submission-store.ts';
import { applicationFields } from '../src/test-support/wire-bodies.ts';

const TOTAL = Number(process.env.BENCH_SUBMISSIONS ?? 10_000);
const CV_BYTES = Number(process.env.BENCH_CV_KB ?? 100) * 1024;

async function seed(dataDir: string): Promise<void> {
  const layout = dataLayout(dataDir);
  ensureDirs(layout.root, layout.uploads, layout.uploadsTmp, layout.mailDir);
  const database = await openDatabase({ url: null, file: layout.database });
  const now = Date.now();
  await database.db.transaction().execute(async (trx) => {
    for (let id = 1; id <= TOTAL; id += 1) {
      const email = `teacher${id}@example.com`;
      const fileId = `f-${randomBytes(16).toString('hex')}`;
      // CVs are compressed documents: random bytes are as incompressible as a real PDF's streams.
      const cv = randomBytes(CV_BYTES);
      fs.writeFileSync(path.join(layout.uploads, fileId), cv, { mode: 0o600 });
      const parsed = applicationPlan.parse(applicationFields(`cv-${id}`, { email }));
      if (!parsed.ok) throw new Error('invalid seed row');
      const data = applicationPlan.toRecord(parsed.values).data;
      const reference = `APP-2026-${String(id).padStart(6, '0')}`;
      await trx
        .insertInto('submissions')
        .values({
          id,
          kind: 'application',
          reference,
          idempotency_key: `bench-${id}`,
          created_at: now,
          email,
          data: JSON.stringify(data),
          status: 'new',
          search_text: searchText(reference, { email, data }),
        })
        .execute();
      await trx
        .insertInto('uploads')
        .values({ id: `cv-${id}`, created_at: now, submission_id: id, claimed_at: now })
        .execute();
      await trx
        .insertInto('upload_files')
        .values({
          id: fileId,
          upload_id: `cv-${id}`,
          position: 1,
          original_name: 'cv.pdf',
          file_type: 'pdf',
          size: cv.length,
          sha256: createHash('sha256').update(cv).digest('hex'),
        })
        .execute();
    }
  });
  await database.close();
}

/** The SQLite copy is one step on the caller's thread (database-copy.ts): how long it holds the event loop. */
async function timeDatabaseCopy(dataDir: string, root: string): Promise<void> {
  const layout = dataLayout(dataDir);
  const database = await openDatabase({ url: null, file: layout.database });
  const copy = path.join(root, 'copy.sqlite');
  const started = performance.now();
  await copyDatabase(database, { sqliteFile: layout.database, url: null }, copy, async () => null);
  const ms = Math.round(performance.now() - started);
  console.log(`SQLite online backup of ${(fs.statSync(copy).size / 1024 / 1024).toFixed(1)} MB: ${ms} ms`);
  await database.close();
  fs.rmSync(copy);
}

async function timed(what: string, run: () => Promise<number>): Promise<number> {
  const started = performance.now();
  const code = await run();
  const ms = Math.round(performance.now() - started);
  if (code !== 0) throw new Error(`${what} failed (exit ${code})`);
  console.log(`${what}: ${(ms / 1000).toFixed(1)} s`);
  return ms;
}

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-bench-'));
  try {
    const source = path.join(root, 'data');
    const destination = path.join(root, 'backups');
    const started = performance.now();
    await seed(source);
    console.log(
      `seeded ${TOTAL} applications with ${TOTAL} CVs of ${CV_BYTES / 1024} KB in ${Math.round(performance.now() - started)} ms`,
    );
    await timeDatabaseCopy(source, root);
    const key = (await newBackupKey()).identity!;
    const io = {
      out: (line: string) => console.log(`  ${line}`),
      err: (line: string) => console.error(`  ${line}`),
      eraseAddress,
    };
    const config = (dataDir: string) =>
      loadConfig({ DATA_DIR: dataDir, BACKUP_KEY: key, LOG_LEVEL: 'silent' });
    await timed('backup', () => runBackupCommand(config(source), ['backup', destination], io));
    const entry = path.join(destination, fs.readdirSync(destination)[0]!);
    const bytes = fs
      .readdirSync(entry)
      .reduce((sum, part) => sum + fs.statSync(path.join(entry, part)).size, 0);
    console.log(
      `backup size: ${(bytes / 1024 / 1024).toFixed(0)} MB in ${fs.readdirSync(entry).length} parts`,
    );
    await timed('verify', () => runBackupCommand(config(source), ['backup', 'verify', entry], io));
    await timed('restore into an empty DATA_DIR', () =>
      runBackupCommand(config(path.join(root, 'restored')), ['restore', entry], io),
    );
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

await main();
