// The outbox survives an SMTP outage: the submission is kept and its mail delivered once SMTP is back; a
// permanent (5xx) refusal is dead-lettered; without SMTP the mail is written as .eml files.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { freePort } from '../database/test-support/postgres-cluster.ts';
import { retryDelay } from './mail-worker.ts';
import { parseMail } from '../test-support/mime.ts';
import { postForm, uploadCv } from '../test-support/requests.ts';
import { pdfBytes } from '../test-support/sample-files.ts';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.ts';
import { eventually, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { applicationFields, enquiryFields } from '../test-support/wire-bodies.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function serverWithSmtp(port: number): Promise<TestServer> {
  const server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_TO: 'office@agency.example.com',
    MAIL_FROM: 'forms@agency.example.com',
  });
  cleanups.push(() => server.close());
  return server;
}

const outbox = async (server: TestServer) =>
  await server.query<{ status: string; attempts: number; last_error: string | null }>(
    'SELECT status, attempts, last_error FROM outbox ORDER BY id',
  );

test('SMTP down: the submission is kept and its mail is delivered once SMTP is back', async () => {
  const port = await freePort();
  const server = await serverWithSmtp(port);
  const answer = await postForm(server, 'enquiry', enquiryFields());
  expect(answer.status).toBe(200);
  const reference = String(answer.body.reference);
  expect((await server.snapshot()).submissions).toBe(1);
  await eventually(async () =>
    (await outbox(server)).every((row) => row.attempts >= 2 && row.status === 'pending'),
  );

  const smtp: SmtpSink = await startSmtpSink(port);
  cleanups.push(() => smtp.stop());
  await eventually(async () => (await outbox(server)).every((row) => row.status === 'sent'), 15_000);
  const subjects = await Promise.all(smtp.messages.map(async (m) => (await parseMail(m.raw)).subject));
  expect(subjects).toEqual(expect.arrayContaining([`New enquiry ${reference}`]));
  expect(smtp.messages).toHaveLength(2);
});

test('a temporary (4xx) refusal is retried; a permanent (5xx) one is dead-lettered and kept', async () => {
  const smtp = await startSmtpSink();
  cleanups.push(() => smtp.stop());
  smtp.rejectWith = 451;
  const server = await serverWithSmtp(smtp.port);
  await postForm(server, 'enquiry', enquiryFields());
  await eventually(async () => (await outbox(server)).every((row) => row.attempts >= 2));
  expect((await outbox(server)).map((row) => row.status)).toEqual(['pending', 'pending']);

  smtp.rejectWith = 550;
  await eventually(async () => (await outbox(server)).every((row) => row.status === 'dead'), 15_000);
  expect((await outbox(server))[0]!.last_error).toContain('550');
  expect((await server.snapshot()).submissions).toBe(1);
});

test('without SMTP_URL the mail is written as .eml files, CV attached', async () => {
  const server = await startTestServer();
  cleanups.push(() => server.close());
  const cv = pdfBytes(10_000);
  const upload = await uploadCv(server, [{ name: 'cv.pdf', bytes: cv }]);
  const fileName = String((upload.body.data as { fileName: string }).fileName);
  const answer = await postForm(server, 'application', applicationFields(fileName));
  const reference = String(answer.body.reference);
  const files = await eventually(async () => {
    const names = fs.readdirSync(server.layout.mailDir).filter((n) => n.startsWith(reference));
    return names.length === 2 ? names : undefined;
  });
  const agencyFile = files.find((n) => n.includes('-agency-'))!;
  const mail = await parseMail(fs.readFileSync(path.join(server.layout.mailDir, agencyFile)));
  expect(mail.headers.get('subject')).toBe(`New application ${reference}`);
  expect(mail.attachments[0]!.content.equals(cv)).toBe(true);
});

test('backoff grows exponentially, is jittered and capped', () => {
  expect(retryDelay(1, 1000, 60_000, () => 0)).toBe(500);
  expect(retryDelay(1, 1000, 60_000, () => 1)).toBe(1000);
  expect(retryDelay(4, 1000, 60_000, () => 1)).toBe(8000);
  expect(retryDelay(30, 1000, 60_000, () => 1)).toBe(60_000);
  expect(retryDelay(30, 1000, 60_000, () => 0)).toBe(30_000);
});
