// Clean-up and erasure: unclaimed uploads go after 24 hours, expired submissions after the retention period
// unless retained, and delete-by-reference reaches rows, files and queued mail (the CLI is run for real).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sweepOrphanFiles, sweepUnclaimedUploads, UNCLAIMED_UPLOAD_TTL_MS } from '../uploads/sweeps.ts';
import { applyRetention } from '../submissions/retention.ts';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../database/database.ts';
import type { Tables } from '../database/tables.ts';
import { postForm, uploadCv } from '../test-support/requests.ts';
import { pdfBytes } from '../test-support/sample-files.ts';
import { eventually, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { applicationFields, enquiryFields } from '../test-support/wire-bodies.ts';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, 'admin.ts');
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let db: Database;
/** The command line works on the server's database. */
const cliEnv = () => ({
  ...process.env,
  DATA_DIR: server.dataDir,
  ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
});

beforeAll(async () => {
  server = await startTestServer();
  db = server.database;
});
afterAll(async () => {
  await server.close();
});

async function uploadId(): Promise<string> {
  const answer = await uploadCv(server, [{ name: 'cv.pdf', bytes: pdfBytes() }]);
  return String((answer.body.data as { fileName: string }).fileName);
}

const fileIdsOf = async (upload: string) =>
  (await server.query<{ id: string }>('SELECT id FROM upload_files WHERE upload_id = ?', upload)).map(
    (r) => r.id,
  );
const exists = (fileId: string) => fs.existsSync(path.join(server.layout.uploads, fileId));

test('unclaimed uploads are removed after 24 hours, claimed ones stay', async () => {
  const unclaimed = await uploadId();
  const claimed = await uploadId();
  expect((await postForm(server, 'application', applicationFields(claimed))).status).toBe(200);
  const [unclaimedFile] = await fileIdsOf(unclaimed);
  const [claimedFile] = await fileIdsOf(claimed);

  expect(await sweepUnclaimedUploads(db, server.cvs, Date.now() + UNCLAIMED_UPLOAD_TTL_MS - 60_000)).toBe(0);
  expect(await sweepUnclaimedUploads(db, server.cvs, Date.now() + UNCLAIMED_UPLOAD_TTL_MS + 1)).toBe(1);
  expect(await server.query('SELECT id FROM uploads WHERE id = ?', unclaimed)).toHaveLength(0);
  expect(exists(unclaimedFile!)).toBe(false);
  expect(exists(claimedFile!)).toBe(true);
  // An expired upload can no longer be used.
  expect((await postForm(server, 'application', applicationFields(unclaimed))).status).toBe(400);
});

test('files without a row (a crash between writing and committing) are swept after an hour', async () => {
  const orphan = path.join(server.layout.uploads, 'f-orphan');
  const temp = path.join(server.layout.uploadsTmp, 'part-orphan');
  fs.writeFileSync(orphan, 'x');
  fs.writeFileSync(temp, 'x');
  expect(await sweepOrphanFiles(db, server.layout, server.cvs, Date.now())).toBe(0);
  expect(await sweepOrphanFiles(db, server.layout, server.cvs, Date.now() + 2 * 60 * 60 * 1000)).toBe(2);
  expect(fs.existsSync(orphan) || fs.existsSync(temp)).toBe(false);
  expect((await server.snapshot()).files.length).toBe((await server.snapshot()).uploadFiles);
});

test('submissions past the retention period are deleted with their files and mail, unless retained', async () => {
  const upload = await uploadId();
  const [file] = await fileIdsOf(upload);
  const kept = String((await postForm(server, 'enquiry', enquiryFields())).body.reference);
  const expired = String((await postForm(server, 'application', applicationFields(upload))).body.reference);
  await db.db.updateTable('submissions').set({ retain: 1 }).where('reference', '=', kept).execute();

  const in729days = await applyRetention(db, server.layout, server.cvs, Date.now() + 729 * DAY, 730);
  expect(in729days).toEqual([]);
  const in731days = await applyRetention(db, server.layout, server.cvs, Date.now() + 731 * DAY, 730);
  expect(in731days).toContain(expired);
  expect(in731days).not.toContain(kept);
  expect(await server.query('SELECT 1 FROM submissions WHERE reference = ?', expired)).toHaveLength(0);
  expect(exists(file!)).toBe(false);
});

test('admin delete erases a submission: row, CV file, queued mail and .eml copies', async () => {
  const upload = await uploadId();
  const [file] = await fileIdsOf(upload);
  const reference = String((await postForm(server, 'application', applicationFields(upload))).body.reference);
  await eventually(
    async () => fs.readdirSync(server.layout.mailDir).filter((n) => n.startsWith(reference)).length === 2,
  );
  const { stdout } = await run(process.execPath, [cli, 'delete', reference], {
    env: cliEnv(),
  });
  expect(stdout).toContain(`deleted ${reference}`);
  expect(await server.query('SELECT 1 FROM submissions WHERE reference = ?', reference)).toHaveLength(0);
  expect(await server.query('SELECT 1 FROM uploads WHERE id = ?', upload)).toHaveLength(0);
  expect(
    await server.query(
      'SELECT 1 FROM outbox o LEFT JOIN submissions s ON s.id = o.submission_id WHERE s.id IS NULL',
    ),
  ).toHaveLength(0);
  expect(exists(file!)).toBe(false);
  expect(fs.readdirSync(server.layout.mailDir).filter((n) => n.startsWith(reference))).toEqual([]);

  await expect(run(process.execPath, [cli, 'delete', reference], { env: cliEnv() })).rejects.toThrow(
    /no submission/,
  );
});

test('deleting a submission whose mail is still queued removes the queued mail', async () => {
  // The worker sends at once; once both mails are out, the rows are put back as waiting, not yet due, as if SMTP
  // had refused them (setting them waiting earlier races a send already under way, which then marks them sent).
  const reference = String((await postForm(server, 'enquiry', enquiryFields())).body.reference);
  // Out means written and marked sent: a mail file appears before its row is updated, and a row put back in
  // between would then be marked sent over the change (under load in CI the delete then found 0 waiting rows).
  const submissionId = (eb: ExpressionBuilder<Tables, 'outbox'>) =>
    eb.selectFrom('submissions').select('id').where('reference', '=', reference);
  await eventually(async () => {
    const files = fs.readdirSync(server.layout.mailDir).filter((n) => n.startsWith(reference)).length;
    const sent = await db.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('submission_id', '=', submissionId)
      .where('status', '=', 'sent')
      .executeTakeFirstOrThrow();
    return files === 2 && Number(sent.n) === 2;
  });
  await db.db
    .updateTable('outbox')
    .set({ status: 'pending', sent_at: null, next_attempt_at: Date.now() + DAY })
    .where('submission_id', '=', submissionId)
    .execute();
  const { stdout } = await run(process.execPath, [cli, 'delete', reference], {
    env: cliEnv(),
  });
  expect(stdout).toMatch(/2 outbox row/);
});
