// `pnpm admin migrate-to`: every CV of an install on disk is copied to a real S3-compatible server byte for byte,
// the counts are verified, a second run copies nothing, a missing file fails; every table is copied to another
// database with its ids, counts compared.
import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { openDatabase, type Database } from '../../database/database.ts';
import { uploadCv } from '../../test-support/requests.ts';
import { pdfBytes } from '../../test-support/sample-files.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { loadConfig } from '../../config.ts';
import { openCvStorage } from '../../uploads/cv-storage.ts';
import { copyDatabase } from './copy-database.ts';
import { runMigrateTo } from './migrate-to-command.ts';
import { startS3TestServer, type S3TestServer } from '../../uploads/test-support/s3-test-server.ts';

let s3: S3TestServer;
let server: TestServer;
let db: Database;
const cvs = [pdfBytes(200_000), pdfBytes(1_500_000), pdfBytes(3000)];
beforeAll(async () => {
  [s3, server] = await Promise.all([startS3TestServer(), startTestServer()]);
  db = await openDatabase({ url: null, file: server.layout.database });
  for (const bytes of cvs) expect((await uploadCv(server, [{ name: 'cv.pdf', bytes }])).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await db?.close();
  await Promise.all([server?.close(), s3?.close()]);
}, 30_000);

const paths = () => ({ tmpDir: server.layout.uploadsTmp, sqliteFile: server.layout.database });

async function migrate(prefix: string) {
  const out: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  const err = vi.spyOn(console, 'error').mockImplementation((line: string) => void out.push(line));
  const env: Record<string, string> = { ...s3.env(prefix), DATA_DIR: server.dataDir };
  try {
    const code = await runMigrateTo(db, server.cvs, paths(), ['--cv-storage', env.CV_STORAGE!], env);
    return { code, out: out.join('\n') };
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}

test('every CV is copied to S3 byte for byte and the counts are verified; a second run copies nothing', async () => {
  const ids = (await server.query<{ id: string }>('SELECT id FROM upload_files ORDER BY id')).map(
    (r) => r.id,
  );
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
  expect((await server.snapshot()).files).toEqual(ids); // the source is left as it was
  expect((await server.snapshot()).tempFiles).toEqual([]);

  const second = await migrate('migrated');
  expect(second.code).toBe(0);
  expect(second.out).toContain('0 copied, 3 already in the target');
});

test('a CV missing from the source or not matching its row is reported and the command fails', async () => {
  const [missing, altered] = await server.query<{ id: string }>('SELECT id FROM upload_files ORDER BY id');
  fs.rmSync(path.join(server.layout.uploads, missing!.id));
  fs.appendFileSync(path.join(server.layout.uploads, altered!.id), 'x');
  const result = await migrate('second');
  expect(result.code).toBe(1);
  expect(result.out).toContain(`missing from the source: ${missing!.id}`);
  expect(result.out).toContain(`does not match its recorded size or SHA-256, not copied: ${altered!.id}`);
  expect(s3.keys('second')).toHaveLength(1);
});

test('a wrong target is refused before anything is copied', async () => {
  const bad = await runMigrateTo(db, server.cvs, paths(), ['--cv-storage', 's3://x'], {});
  expect(bad).toBe(1);
  expect(await runMigrateTo(db, server.cvs, paths(), ['--database'], {})).toBe(2);
});

test('every table is copied to an empty database with its ids, and the counts are compared', async () => {
  const { postForm } = await import('../../test-support/requests.ts');
  const { applicationFields, enquiryFields } = await import('../../test-support/wire-bodies.ts');
  const upload = await uploadCv(server, [{ name: 'cv.pdf', bytes: pdfBytes() }]);
  const fileName = String((upload.body.data as { fileName: string }).fileName);
  expect((await postForm(server, 'application', applicationFields(fileName))).status).toBe(200);
  expect((await postForm(server, 'enquiry', enquiryFields())).status).toBe(200);

  const targetFile = path.join(server.dataDir, 'target.sqlite');
  const target = await openDatabase({ url: null, file: targetFile });
  try {
    const counts = await copyDatabase(db, target);
    expect(counts.find((c) => c.table === 'submissions')).toEqual({
      table: 'submissions',
      source: 2,
      target: 2,
    });
    expect(counts.find((c) => c.table === 'upload_files')!.target).toBe(4);
    for (const count of counts) expect(count.target, count.table).toBe(count.source);
    const ids = async (database: Database) =>
      (await database.db.selectFrom('submissions').select(['id', 'reference']).orderBy('id').execute()).map(
        (r) => `${r.id} ${r.reference}`,
      );
    expect(await ids(target)).toEqual(await ids(db));
    // A second run finds the same counts and only verifies; a target with other data is refused.
    expect(await copyDatabase(db, target)).toEqual(counts);
    await target.db.deleteFrom('audit_log').execute();
    await target.db
      .insertInto('audit_log')
      .values([1, 2, 3].map((n) => ({ at: n, actor: 'x', action: 'y', reference: null, detail: null })))
      .execute();
    await expect(copyDatabase(db, target)).rejects.toThrow(/already holds other data/);
  } finally {
    await target.close();
  }
});
