// Mail that cannot be delivered (issue 11): temporary failures keep retrying for days, only a permanent refusal
// goes dead; dead mail is logged once at error level WITHOUT the applicant's address or name, listed and sent
// again with `pnpm admin mail list|retry`.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, expect, test } from 'vitest';
import { dataLayout } from '../database/data-layout.ts';
import { createTestDatabaseUrl, openTestDatabase } from '../database/test-support/test-database.ts';
import { startChildServer } from '../test-support/child-server.ts';
import { postForm } from '../test-support/requests.ts';
import { startSmtpSink } from '../test-support/smtp-sink.ts';
import { eventually, startTestServer } from '../test-support/test-server.ts';
import { enquiryFields, urlencoded } from '../test-support/wire-bodies.ts';

const run = promisify(execFile);
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

const adminCli = path.resolve(import.meta.dirname, '../cli/admin.ts');

test('temporary failures are retried past 50 attempts; dead only after the 7-day window', async () => {
  const smtp = await startSmtpSink();
  cleanups.push(() => smtp.stop());
  smtp.rejectWith = 451;
  const server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_TO: 'office@agency.example.com',
    MAIL_FROM: 'forms@agency.example.com',
  });
  cleanups.push(() => server.close());
  await postForm(server, 'enquiry', enquiryFields());
  const rows = async () =>
    await server.query<{ status: string; attempts: number }>('SELECT status, attempts FROM outbox');
  await eventually(async () => (await rows()).every((row) => row.attempts >= 1));
  // As if the outage had lasted ~8 hours already (50 attempts was the old give-up point).
  await server.query('UPDATE outbox SET attempts = 60, next_attempt_at = 0');
  await eventually(async () => (await rows()).every((row) => row.attempts >= 62));
  expect((await rows()).map((row) => row.status)).toEqual(['pending', 'pending']);
  // Still failing a week after it was queued: now it is given up.
  const weekAgo = Date.now() - 7 * 24 * 3600_000 - 60_000;
  await server.query('UPDATE outbox SET queued_at = ?, next_attempt_at = 0', weekAgo);
  await eventually(async () => (await rows()).every((row) => row.status === 'dead'));
});

test('a 550 on the acknowledgement: one error line per dead mail, no address or name in any log line', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-dead-'));
  const smtp = await startSmtpSink();
  cleanups.push(() => smtp.stop());
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  smtp.rejectWith = 550;
  // The postgres project: the server and the command line on a fresh Postgres database; else SQLite in DATA_DIR.
  const databaseUrl = await createTestDatabaseUrl();
  const env = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    FORM_MIN_FILL_MS: '0',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_TO: 'office@agency.example.com',
    MAIL_FROM: 'forms@agency.example.com',
  };
  const server = await startChildServer(env);
  cleanups.push(() => void server.child.kill('SIGKILL'));
  const fields = enquiryFields({
    email: 'zelda.quixote@example.com',
    last_name: 'Zelda',
    surname: 'Quixote',
  });
  const response = await fetch(`${server.origin}/api/forms/enquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
    body: urlencoded(fields),
  });
  const reference = ((await response.json()) as { reference: string }).reference;
  const database = await openTestDatabase(dataLayout(dataDir).database, databaseUrl);
  cleanups.push(() => database.close());
  const statuses = () =>
    database.db.selectFrom('outbox').select(['status', 'last_error']).orderBy('id').execute();
  await eventually(async () => (await statuses()).every((row) => row.status === 'dead'));
  await eventually(async () => server.logs().split('mail dead').length > 2);

  const lines = server.logs().trim().split('\n');
  for (const secret of ['zelda', 'quixote', 'office@agency']) {
    expect(lines.filter((line) => line.toLowerCase().includes(secret))).toEqual([]);
  }
  const errors = lines
    .map((line) => JSON.parse(line) as { level: number; reference?: string })
    .filter((l) => l.level >= 50);
  expect(errors).toHaveLength(2);
  expect(errors.every((line) => line.reference === reference)).toBe(true);
  expect(
    (await statuses()).every((row) => row.last_error?.includes('550') && !row.last_error.includes('@')),
  ).toBe(true);

  // Staff see it and send it again once the mailbox problem is fixed.
  const cliEnv = { ...process.env, ...env };
  const list = await run(process.execPath, [adminCli, 'mail', 'list'], { env: cliEnv });
  expect(list.stdout).toContain(`${reference}  agency`);
  expect(list.stdout).toContain(`${reference}  acknowledgement`);
  expect(list.stdout).not.toContain('zelda');
  smtp.rejectWith = null;
  const retry = await run(process.execPath, [adminCli, 'mail', 'retry', reference], { env: cliEnv });
  expect(retry.stdout).toContain('2 mail(s) queued');
  await eventually(async () => (await statuses()).every((row) => row.status === 'sent'), 15_000);
  expect(smtp.messages).toHaveLength(2);
  const none = await run(process.execPath, [adminCli, 'mail', 'list'], { env: cliEnv });
  expect(none.stdout.trim()).toBe('no dead mail');
});
