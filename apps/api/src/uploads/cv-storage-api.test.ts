// A CV's whole life through the real server, on local disk and on a real S3-compatible server (s3rver): upload,
// application, the agency's mail attachment, the staff download, erasure, the sweeps. And a store that refuses
// our credentials: /readyz says why, uploads answer 503 and leave nothing behind.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sweepOrphanFiles, sweepUnclaimedUploads, UNCLAIMED_UPLOAD_TTL_MS } from './sweeps.ts';
import { applyRetention } from '../submissions/retention.ts';
import { parseMail } from '../test-support/mime.ts';
import { postForm, uploadCv } from '../test-support/requests.ts';
import { pdfBytes } from '../test-support/sample-files.ts';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.ts';
import { eventually, startTestServer } from '../test-support/test-server.ts';
import { applicationFields } from '../test-support/wire-bodies.ts';
import { startStaffServer, type StaffTestServer } from '../test-support/staff-server.ts';
import { startS3TestServer, type S3TestServer } from './test-support/s3-test-server.ts';

const DAY = 24 * 60 * 60 * 1000;
let s3: S3TestServer;
let smtp: SmtpSink;
beforeAll(async () => {
  [s3, smtp] = await Promise.all([startS3TestServer(), startSmtpSink()]);
});
afterAll(async () => {
  await Promise.all([s3.close(), smtp.stop()]);
});

describe.each(['disk', 's3'] as const)('CVs on %s', (backend) => {
  let server: StaffTestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startStaffServer(
      {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_TO: 'office@agency.example.com',
        MAIL_FROM: 'forms@agency.example.com',
      },
      undefined,
      backend === 's3' ? s3 : null,
    );
    cookie = await server.signIn();
  }, 60_000);
  afterAll(() => server.close());

  async function upload(bytes: Buffer) {
    const answer = await uploadCv(server, [{ name: 'Mei Chan CV.pdf', bytes, type: 'application/pdf' }]);
    expect(answer.status).toBe(200);
    const uploadId = String((answer.body.data as { fileName: string }).fileName);
    const [file] = await server.query<{ id: string }>(
      'SELECT id FROM upload_files WHERE upload_id = ?',
      uploadId,
    );
    return { uploadId, fileId: file!.id };
  }

  test('ready; an application’s CV is stored, mailed, downloaded by staff and erased with it', async () => {
    const ready = await fetch(`${server.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { storage: 'ok' } });

    const cv = pdfBytes(1024 * 1024);
    const { uploadId, fileId } = await upload(cv);
    expect((await server.snapshot()).files).toContain(fileId);
    expect((await server.snapshot()).tempFiles).toEqual([]);
    const answer = await postForm(server, 'application', applicationFields(uploadId));
    expect(answer.status).toBe(200);
    const reference = String(answer.body.reference);

    const agencyMail = await eventually(
      () => smtp.messages.find((m) => m.raw.includes(`New application ${reference}`)),
      15_000,
    );
    const attachment = (await parseMail(agencyMail.raw)).attachments[0]!;
    expect(attachment.content.equals(cv)).toBe(true);

    const download = await server.call('GET', `/submissions/${reference}/files/${fileId}`, { cookie });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(cv)).toBe(true);

    expect((await server.call('DELETE', `/submissions/${reference}`, { cookie })).status).toBe(200);
    expect((await server.snapshot()).files).not.toContain(fileId);
    const gone = await server.call('GET', `/submissions/${reference}/files/${fileId}`, { cookie });
    expect(gone.status).toBe(404);
  }, 60_000); // a 1 MB CV through upload, SMTP and download: ~16 s at load 45 on 2 cores

  test('the sweeps delete stored files: unclaimed uploads, expired submissions and orphans', async () => {
    const unclaimed = await upload(pdfBytes());
    const claimed = await upload(pdfBytes());
    const answer = await postForm(server, 'application', applicationFields(claimed.uploadId));
    const reference = String(answer.body.reference);
    expect(await sweepUnclaimedUploads(server.db, server.cvs, Date.now() + UNCLAIMED_UPLOAD_TTL_MS + 1)).toBe(
      1,
    );
    expect((await server.snapshot()).files).not.toContain(unclaimed.fileId);
    expect((await server.snapshot()).files).toContain(claimed.fileId);

    expect(await applyRetention(server.db, server.layout, server.cvs, Date.now() + 731 * DAY, 730)).toContain(
      reference,
    );
    expect((await server.snapshot()).files).not.toContain(claimed.fileId);

    // A file whose row never committed (a crash between put and commit) goes once it is an hour old.
    const orphan = await upload(pdfBytes());
    await server.db.db.deleteFrom('uploads').where('id', '=', orphan.uploadId).execute();
    expect(await sweepOrphanFiles(server.db, server.layout, server.cvs, Date.now())).toBe(0);
    expect(
      await sweepOrphanFiles(server.db, server.layout, server.cvs, Date.now() + 2 * 60 * 60 * 1000),
    ).toBe(1);
    expect((await server.snapshot()).files).toEqual([]);
  }, 60_000);
});

test('S3 refuses the credentials: /readyz fails with the reason, an upload answers 503 and keeps nothing', async () => {
  const server = await startTestServer({ AWS_ACCESS_KEY_ID: 'NOT-A-KEY' }, {}, s3);
  try {
    const ready = await fetch(`${server.origin}/readyz`);
    expect(ready.status).toBe(503);
    const body = (await ready.json()) as { status: string; checks: { storage: string } };
    expect(body.status).toBe('not ready');
    expect(body.checks.storage).toMatch(/bucket agency-cvs: InvalidAccessKeyId \(HTTP 403\)/);
    expect(body.checks.storage).not.toContain('S3RVER'); // the secret never appears
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);

    const before = await server.snapshot();
    const answer = await uploadCv(server, [{ name: 'cv.pdf', bytes: pdfBytes(1024 * 1024) }]);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(answer.body.message).toMatch(/Nothing was kept/);
    expect(await server.snapshot()).toEqual(before); // no row, no object, no temp file
    expect(before.uploads + before.files.length + before.tempFiles.length).toBe(0);
  } finally {
    await server.close();
  }
});
