// `forms:admin migrate-to --cv-storage s3://…` against a real S3-compatible server: every CV of an install on
// disk is copied, byte for byte, the counts are verified, a second run copies nothing, and a missing file fails.
import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { openDatabase, type Database } from '../database/database.ts';
import { uploadCv } from '../forms/test-support/requests.ts';
import { pdfBytes } from '../forms/test-support/sample-files.ts';
import { startTestServer, type TestServer } from '../forms/test-support/test-server.ts';
import { loadConfig } from '../config.ts';
import { openCvStorage } from './cv-storage.ts';
import { runMigrateTo } from './migrate-to-command.ts';
import { startS3TestServer, type S3TestServer } from './test-support/s3-test-server.ts';

let s3: S3TestServer;
let server: TestServer;
let db: Database;
const cvs = [pdfBytes(200_000), pdfBytes(1_500_000), pdfBytes(3000)];
beforeAll(async () => {
  [s3, server] = await Promise.all([startS3TestServer(), startTestServer()]);
  db = await openDatabase({ url: null, file: server.layout.database });
  for (const bytes of cvs) expect((await uploadCv(server, [{ name: 'cv.pdf', bytes }])).status).toBe(200);
});
afterAll(async () => {
  await db.close();
  await Promise.all([server.close(), s3.close()]);
});

async function migrate(prefix: string) {
  const out: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  const err = vi.spyOn(console, 'error').mockImplementation((line: string) => void out.push(line));
  const env: Record<string, string> = { ...s3.env(prefix), DATA_DIR: server.dataDir };
  try {
    const code = await runMigrateTo(
      db,
      server.cvs,
      server.layout.uploadsTmp,
      ['--cv-storage', env.CV_STORAGE!],
      env,
    );
    return { code, out: out.join('\n') };
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}

test('every CV is copied to S3 byte for byte and the counts are verified; a second run copies nothing', async () => {
  const ids = server.query<{ id: string }>('SELECT id FROM upload_files ORDER BY id').map((r) => r.id);
  const first = await migrate('migrated');
  expect(first.code).toBe(0);
  expect(first.out).toContain(
    'CV files: 3 row(s); 3 copied, 0 already in the target; 3 verified in the target',
  );
  expect(s3.keys('migrated')).toEqual(ids);
  const target = await openCvStorage(
    loadConfig({ DATA_DIR: server.dataDir, ...s3.env('migrated') }).cvStorage,
  );
  for (const id of ids) {
    const original = fs.readFileSync(path.join(server.layout.uploads, id));
    expect((await buffer(await target.open(id))).equals(original)).toBe(true);
  }
  target.close();
  expect(server.snapshot().files).toEqual(ids); // the source is left as it was
  expect(server.snapshot().tempFiles).toEqual([]);

  const second = await migrate('migrated');
  expect(second.code).toBe(0);
  expect(second.out).toContain('0 copied, 3 already in the target');
});

test('a CV missing from the source or not matching its row is reported and the command fails', async () => {
  const [missing, altered] = server.query<{ id: string }>('SELECT id FROM upload_files ORDER BY id');
  fs.rmSync(path.join(server.layout.uploads, missing!.id));
  fs.appendFileSync(path.join(server.layout.uploads, altered!.id), 'x');
  const result = await migrate('second');
  expect(result.code).toBe(1);
  expect(result.out).toContain(`missing from the source: ${missing!.id}`);
  expect(result.out).toContain(`does not match its recorded size or SHA-256, not copied: ${altered!.id}`);
  expect(s3.keys('second')).toHaveLength(1);
});

test('a wrong target is refused before anything is copied', async () => {
  const bad = await runMigrateTo(db, server.cvs, server.layout.uploadsTmp, ['--cv-storage', 's3://x'], {});
  expect(bad).toBe(1);
  expect(await runMigrateTo(db, server.cvs, server.layout.uploadsTmp, ['--database'], {})).toBe(2);
});
