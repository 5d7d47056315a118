// `pnpm admin migrate-to --database postgres://…` on a real Postgres (the test cluster): a SQLite install's every
// table is copied with its ids and verified; the Postgres install then serves it (staff sign in with their old
// password, new submissions continue the ids); and the copy back to SQLite gives the same rows (a way back).
// Postgres project only: the source is SQLite, the target the project's cluster.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { openDatabase, type Database } from '../../database/database.ts';
import { createTestDatabaseUrl } from '../../database/test-support/test-database.ts';
import { postForm, uploadCv } from '../../test-support/requests.ts';
import { pdfBytes } from '../../test-support/sample-files.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { applicationFields, enquiryFields } from '../../test-support/wire-bodies.ts';
import {
  startStaffServer,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  type StaffTestServer,
} from '../../test-support/staff-server.ts';
import { copyDatabase, TABLE_ORDER, withoutDerived } from './copy-database.ts';
import { runMigrateTo } from './migrate-to-command.ts';

let source: StaffTestServer;
let url: string;
const cleanups: (() => Promise<unknown> | unknown)[] = [];

beforeAll(async () => {
  const created = await createTestDatabaseUrl();
  if (!created) throw new Error('run in the postgres project: vitest run --project postgres');
  url = created;
  // An install on one machine: SQLite in DATA_DIR, with a staff account, a session, an application with a CV,
  // an enquiry, their mails and the audit log.
  source = await startStaffServer({ DATABASE_URL: '' });
  cleanups.push(() => source.close());
  const cookie = await source.signIn();
  const upload = await uploadCv(source, [{ name: 'cv.pdf', bytes: pdfBytes(50_000) }]);
  const fileName = String((upload.body.data as { fileName: string }).fileName);
  const application = await postForm(source, 'application', applicationFields(fileName));
  expect(application.status).toBe(200);
  expect((await postForm(source, 'enquiry', enquiryFields())).status).toBe(200);
  const reference = String(application.body.reference);
  const note = await source.call('POST', `/submissions/${reference}/notes`, {
    cookie,
    json: { text: 'Called back on Monday.' },
  });
  expect(note.status).toBeLessThan(300);
}, 60_000);
afterAll(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
}, 30_000);

const rowsOf = async (database: Database, table: (typeof TABLE_ORDER)[number]) =>
  withoutDerived(table, await database.db.selectFrom(table).selectAll().execute())
    .map((row) => JSON.stringify(row))
    .sort();

test('SQLite → Postgres: every table copied and verified; the Postgres install serves it and goes on', async () => {
  expect(source.databaseUrl).toBeFalsy();
  const out: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  const err = vi.spyOn(console, 'error').mockImplementation((line: string) => void out.push(line));
  let code: number;
  try {
    code = await runMigrateTo(
      source.database,
      source.cvs,
      { tmpDir: source.layout.uploadsTmp, sqliteFile: source.layout.database },
      ['--database', url],
      { DATA_DIR: source.dataDir },
    );
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
  expect(code, out.join('\n')).toBe(0);
  expect(out.join('\n')).toContain('counts match: every row is in the target database');

  const target = await openDatabase({ url, file: '' });
  cleanups.push(() => target.close());
  for (const table of TABLE_ORDER) {
    expect(await rowsOf(target, table), table).toEqual(await rowsOf(source.database, table));
  }
  expect(await rowsOf(target, 'submissions')).toHaveLength(2);

  // The same data served from Postgres (CVs stay on this machine's disk: same DATA_DIR).
  const moved: TestServer = await startTestServer({ DATABASE_URL: url, DATA_DIR: source.dataDir });
  cleanups.push(() => moved.close());
  const signIn = await fetch(`${moved.origin}/api/staff/session`, {
    method: 'POST',
    headers: { origin: moved.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  const list = await fetch(`${moved.origin}/api/staff/submissions`, { headers: { cookie } });
  expect(list.status).toBe(200);
  expect(((await list.json()) as { total: number }).total).toBe(2);
  // New rows take ids after the copied ones (the identity sequences were moved on).
  expect((await postForm(moved, 'enquiry', enquiryFields())).status).toBe(200);
  const ids = await target.db.selectFrom('submissions').select('id').orderBy('id').execute();
  expect(ids.map((row) => row.id)).toEqual([1, 2, 3]);
  // Its mails sent before the next test copies this database: otherwise the worker of the server still running
  // here changes an outbox row in the middle of that copy.
  await expect
    .poll(
      async () =>
        (await target.db.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute()).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(0);
});

test('Postgres → SQLite: the copy back gives the same rows, table for table', async () => {
  const source = await openDatabase({ url, file: '' });
  cleanups.push(() => source.close());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-back-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const back = await openDatabase({ url: null, file: path.join(dir, 'forms.sqlite') });
  cleanups.push(() => back.close());
  const counts = await copyDatabase(source, back);
  for (const count of counts) expect(count.target, count.table).toBe(count.source);
  for (const table of TABLE_ORDER) {
    expect(await rowsOf(back, table), table).toEqual(await rowsOf(source, table));
  }
  expect(counts.find((count) => count.table === 'submissions')!.target).toBe(3);
});
