// The forms API end to end: a real listening server, a real SQLite file and a real SMTP server.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseMail } from '../test-support/mime.ts';
import { postForm, uploadCv } from '../test-support/requests.ts';
import { docBytes, docxBytes, pdfBytes } from '../test-support/sample-files.ts';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.ts';
import { eventually, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { applicationFields, enquiryFields } from '../test-support/wire-bodies.ts';

let smtp: SmtpSink;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_TO: 'office@agency.example.com',
    MAIL_FROM: 'forms@agency.example.com',
  });
});

afterAll(async () => {
  await server.close();
  await smtp.stop();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const rawMailsFor = (reference: string) => smtp.messages.filter((m) => m.raw.includes(reference));
/** Polls until `count` mails for the reference have arrived, then reads them. */
const mailsFor = async (reference: string, count = 2) => {
  const arrived = await eventually(() => rawMailsFor(reference).length >= count && rawMailsFor(reference));
  return Promise.all(arrived.map(async (m) => ({ ...m, parsed: await parseMail(m.raw) })));
};

describe('POST /api/forms/enquiry', () => {
  test('stores the enquiry, answers with a reference and mails the agency and the sender', async () => {
    const fields = enquiryFields();
    const answer = await postForm(server, 'enquiry', fields);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 200, result: 'success' });
    const reference = String(answer.body.reference);
    expect(reference).toMatch(/^ENQ-\d{4}-[2-9A-HJKMNP-TV-Z]{6}$/);

    const [row] = await server.query<{ kind: string; email: string; data: string }>(
      'SELECT kind, email, data FROM submissions WHERE reference = ?',
      reference,
    );
    expect(row?.kind).toBe('enquiry');
    expect(JSON.parse(row?.data ?? '{}')).toMatchObject({
      firstName: 'Mei',
      schoolCompany: 'Sunrise Kindergarten',
      message: fields.textarea,
    });

    const mails = await mailsFor(reference);
    const agency = mails.find((m) => m.to.includes('office@agency.example.com'));
    const ack = mails.find((m) => m.to.includes('mei.chan@example.com'));
    expect(agency?.parsed.headers.get('subject')).toBe(`New enquiry ${reference}`);
    expect(agency?.parsed.headers.get('reply-to')).toBe('mei.chan@example.com');
    expect(agency?.parsed.text).toContain('School / Company (if applicable): Sunrise Kindergarten');
    expect(ack?.parsed.headers.get('subject')).toContain(reference);
    // One stable Message-ID per outbox row, so a repeat after a crash is recognisable as the same mail.
    expect(agency?.parsed.headers.get('message-id')).toMatch(
      new RegExp(`^<${reference}\\.agency\\.\\d+@agency\\.example\\.com>$`),
    );
    expect(ack?.parsed.headers.get('message-id')).toMatch(
      new RegExp(`^<${reference}\\.acknowledgement\\.\\d+@agency\\.example\\.com>$`),
    );
    await eventually(
      async () =>
        (await server.query<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE status = 'sent'"))[0]!.n >=
        2,
    );
  });

  test('a double submit with the same idempotency key gives one record and the same answer', async () => {
    const fields = enquiryFields();
    const before = (await server.snapshot()).submissions;
    const [first, second] = await Promise.all([
      postForm(server, 'enquiry', fields),
      postForm(server, 'enquiry', fields),
    ]);
    const third = await postForm(server, 'enquiry', fields);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect((await server.snapshot()).submissions).toBe(before + 1);
    const reference = String(first.body.reference);
    // One mail per outbox row, and a row is marked sent once the SMTP server took its mail: once the
    // submission's rows are all sent, every mail it will ever cause has arrived.
    const rows = () =>
      server.query<{ status: string }>(
        'SELECT o.status FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.reference = ?',
        reference,
      );
    await eventually(async () => {
      const now = await rows();
      return now.length > 0 && now.every((row) => row.status === 'sent');
    });
    expect(await rows()).toHaveLength(2);
    expect(rawMailsFor(reference)).toHaveLength(2);
  });

  test('the same key with a different body gets 409 and a message; the first submission stays as it was', async () => {
    const fields = enquiryFields();
    const first = await postForm(server, 'enquiry', fields);
    const corrected = await postForm(server, 'enquiry', { ...fields, phone: '85298765432' });
    expect(corrected.status).toBe(409);
    expect(corrected.body).toEqual({
      status: 409,
      message: expect.stringContaining('already sent with different details'),
    });
    const stored = await server.query<{ data: string }>(
      'SELECT data FROM submissions WHERE reference = ?',
      first.body.reference,
    );
    expect(stored[0]!.data).toContain('85291234567');
    // Sent again under a new key, the correction is stored as its own submission.
    const resent = await postForm(server, 'enquiry', {
      ...fields,
      phone: '85298765432',
      idempotency_key: crypto.randomUUID(),
    });
    expect(resent.status).toBe(200);
    expect(resent.body.reference).not.toBe(first.body.reference);
  });

  test('submissions committed together stay independent: one failing does not fail the others', async () => {
    const before = (await server.snapshot()).submissions;
    const answers = await Promise.all([
      postForm(server, 'enquiry', enquiryFields()),
      postForm(server, 'application', applicationFields('cv-ffffffffffffffffffffffffffffffff')),
      postForm(server, 'enquiry', enquiryFields()),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 400, 200]);
    expect(answers[0]!.body.reference).not.toBe(answers[2]!.body.reference);
    expect((await server.snapshot()).submissions).toBe(before + 2);
  });

  test('answers with security headers', async () => {
    const answer = await postForm(server, 'enquiry', enquiryFields());
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('POST /api/forms/cv and /api/forms/application', () => {
  test('stores the CV under a server id and mails the application with the CV byte-identical', async () => {
    const cv = pdfBytes(300_000);
    const upload = await uploadCv(server, [{ name: 'Tom Baker CV.pdf', bytes: cv, type: 'application/pdf' }]);
    expect(upload.status).toBe(200);
    const fileName = String((upload.body.data as { fileName: string }).fileName);
    expect(fileName).toMatch(/^cv-[0-9a-f]{32}$/);

    const [stored] = await server.query<{ id: string; original_name: string; sha256: string; size: number }>(
      'SELECT id, original_name, sha256, size FROM upload_files WHERE upload_id = ?',
      fileName,
    );
    expect(stored).toMatchObject({ original_name: 'Tom Baker CV.pdf', sha256: sha256(cv), size: cv.length });
    const onDisk = path.join(server.layout.uploads, stored!.id);
    expect(fs.readFileSync(onDisk).equals(cv)).toBe(true);
    expect(fs.statSync(onDisk).mode & 0o177).toBe(0);
    const sqliteFiles = server.databaseUrl ? [] : [server.layout.database, `${server.layout.database}-wal`];
    for (const file of [...sqliteFiles, server.layout.uploads]) {
      expect(fs.statSync(file).mode & 0o077, file).toBe(0);
    }

    const answer = await postForm(server, 'application', applicationFields(fileName));
    expect(answer.status).toBe(200);
    const reference = String(answer.body.reference);
    expect(reference).toMatch(/^APP-\d{4}-[2-9A-HJKMNP-TV-Z]{6}$/);
    const [claimed] = await server.query<{ reference: string }>(
      'SELECT s.reference FROM uploads u JOIN submissions s ON s.id = u.submission_id WHERE u.id = ?',
      fileName,
    );
    expect(claimed?.reference).toBe(reference);

    const mails = await mailsFor(reference);
    const agency = mails.find((m) => m.to.includes('office@agency.example.com'))!;
    expect(agency.parsed.headers.get('subject')).toBe(`New application ${reference}`);
    expect(agency.parsed.attachments).toHaveLength(1);
    expect(agency.parsed.attachments[0]!.filename).toBe('Tom Baker CV.pdf');
    expect(agency.parsed.attachments[0]!.content.equals(cv)).toBe(true);
    expect(agency.parsed.text).toContain('Nationality: United Kingdom');
    const ack = mails.find((m) => m.to.includes('tom.baker@example.com'))!;
    expect(ack.parsed.attachments).toHaveLength(0);
  });

  test('two files (DOC and DOCX, non-ASCII name) in one upload are both attached to the vacancies application', async () => {
    const doc = docBytes();
    const docx = docxBytes();
    const upload = await uploadCv(server, [
      { name: 'lebenslauf-müller.doc', bytes: doc },
      { name: '履歷.docx', bytes: docx },
    ]);
    expect(upload.status).toBe(200);
    const fileName = String((upload.body.data as { fileName: string }).fileName);
    const answer = await postForm(
      server,
      'application',
      applicationFields(fileName, {
        sectors: ['Kindergarten', 'Primary school'],
        functions: ['Native English teacher'],
        vacancy: 'hong-kong-kindergarten-2026',
      }),
    );
    expect(answer.status).toBe(200);
    const reference = String(answer.body.reference);
    const [row] = await server.query<{ data: string }>(
      'SELECT data FROM submissions WHERE reference = ?',
      reference,
    );
    expect(JSON.parse(row!.data)).toMatchObject({
      sectors: ['Kindergarten', 'Primary school'],
      vacancy: 'hong-kong-kindergarten-2026',
    });
    const agency = (await mailsFor(reference)).find((m) => m.to.includes('office@agency.example.com'))!;
    const attachments = agency.parsed.attachments;
    expect(attachments.map((a) => a.filename)).toEqual(['lebenslauf-müller.doc', '履歷.docx']);
    expect(attachments[0]!.content.equals(doc)).toBe(true);
    expect(attachments[1]!.content.equals(docx)).toBe(true);
    expect(agency.parsed.text).toContain('Sectors: Kindergarten, Primary school');
  });

  test('a file of exactly 4 MB is accepted', async () => {
    const upload = await uploadCv(server, [{ name: 'cv.pdf', bytes: pdfBytes(4 * 1024 * 1024) }]);
    expect(upload.status).toBe(200);
  });

  test('an upload can be claimed by one application only', async () => {
    const upload = await uploadCv(server, [{ name: 'cv.pdf', bytes: pdfBytes() }]);
    const fileName = String((upload.body.data as { fileName: string }).fileName);
    expect((await postForm(server, 'application', applicationFields(fileName))).status).toBe(200);
    const before = await server.snapshot();
    const second = await postForm(server, 'application', applicationFields(fileName));
    expect(second.status).toBe(400);
    expect(second.body.errors).toEqual([{ field: 'fileName', message: 'forms:errors.cv.required' }]);
    expect(await server.snapshot()).toEqual(before);
  });
});
