// Every rejection of the forms API, each checked to leave NOTHING stored: no rows, no files, no queued mail.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { postForm, uploadCv, type Answer } from './test-support/requests.ts';
import { docxBytes, elfBytes, mzBytes, pdfBytes, zipBytes } from './test-support/sample-files.ts';
import { startTestServer, type StoredState, type TestServer } from './test-support/test-server.ts';
import { applicationFields, enquiryFields, urlencoded } from './test-support/wire-bodies.ts';

const MB4 = 4 * 1024 * 1024;
let server: TestServer;
let before: StoredState;

beforeAll(async () => {
  server = await startTestServer({ CORS_ORIGINS: 'https://partner.example.com', FORM_MIN_FILL_MS: '3000' });
});
afterAll(() => server.close());
beforeEach(() => {
  before = server.snapshot();
});
afterEach(() => {
  expect(server.snapshot(), 'nothing may be stored after a rejection').toEqual(before);
});

const fieldsOf = (answer: Answer) =>
  (answer.body.errors as { field: string }[] | undefined)?.map((e) => e.field);

describe('validation with the shared schemas', () => {
  test('bad fields: a 400 lists each failing field by wire name with its message key', async () => {
    const answer = await postForm(
      server,
      'enquiry',
      enquiryFields({ last_name: '', phone: '12-34', email: 'mei@example', textarea: ' ' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'last_name', message: 'forms:errors.required.firstName' },
      { field: 'phone', message: 'forms:errors.phoneDigits' },
      { field: 'email', message: 'forms:errors.emailFormat' },
      { field: 'textarea', message: 'forms:errors.required.message' },
    ]);
  });

  test('an application with an unknown nationality, a missing CV id and an empty sector list', async () => {
    const answer = await postForm(
      server,
      'application',
      applicationFields('', {
        nationality: 'Atlantis',
        sectors: [],
        functions: ['Teaching assistant'],
        vacancy: '',
      }),
    );
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(expect.arrayContaining(['nationality', 'fileName']));
  });

  test('an application naming an upload that does not exist', async () => {
    const answer = await postForm(
      server,
      'application',
      applicationFields('cv-00000000000000000000000000000000'),
    );
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['fileName']);
  });

  test('a path as the upload id is refused by the schema', async () => {
    const answer = await postForm(server, 'application', applicationFields('../../etc/passwd'));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['fileName']);
  });

  test('__proto__ and constructor field names', async () => {
    const body = `${urlencoded(enquiryFields()).toString()}&__proto__=polluted&constructor=x`;
    const response = await fetch(`${server.url}/enquiry`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(response.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('__proto__ as a multipart field name', async () => {
    const form = new FormData();
    form.append('__proto__', 'x');
    form.append('file', new Blob([new Uint8Array(pdfBytes())]), 'cv.pdf');
    const response = await fetch(`${server.url}/cv`, {
      method: 'POST',
      headers: { origin: server.origin },
      body: form,
    });
    expect(response.status).toBe(400);
  });

  test('unknown fields are ignored, never stored', async () => {
    const answer = await postForm(server, 'enquiry', enquiryFields({ last_name: '', is_admin: 'true' }));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['last_name']);
  });
});

describe('anti-abuse', () => {
  test('a filled honeypot', async () => {
    const answer = await postForm(
      server,
      'enquiry',
      enquiryFields({ company_website: 'http://spam.example' }),
    );
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['company_website']);
  });

  test('a form sent faster than FORM_MIN_FILL_MS after it rendered', async () => {
    const answer = await postForm(
      server,
      'enquiry',
      enquiryFields({ form_started_at: String(Date.now() - 500) }),
    );
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['form_started_at']);
  });

  test('a missing idempotency key', async () => {
    const answer = await postForm(server, 'enquiry', enquiryFields({ idempotency_key: 'not-a-uuid' }));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['idempotency_key']);
  });

  test('a cross-site Origin gets 403', async () => {
    const answer = await postForm(server, 'enquiry', enquiryFields(), { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
  });

  test('Sec-Fetch-Site: cross-site without an Origin gets 403', async () => {
    const response = await fetch(`${server.url}/enquiry`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      body: urlencoded(enquiryFields({ last_name: '' })).toString(),
    });
    expect(response.status).toBe(403);
  });

  test('a cross-site CV upload gets 403 before anything is written', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdfBytes())]), 'cv.pdf');
    const response = await fetch(`${server.url}/cv`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: form,
    });
    expect(response.status).toBe(403);
  });

  test('an origin on CORS_ORIGINS may post and gets CORS headers', async () => {
    const answer = await postForm(server, 'enquiry', enquiryFields({ last_name: '' }), {
      origin: 'https://partner.example.com',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://partner.example.com');
    const preflight = await fetch(`${server.url}/enquiry`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('an oversized urlencoded body gets 413', async () => {
    const answer = await postForm(server, 'enquiry', enquiryFields({ textarea: 'x'.repeat(40_000) }));
    expect(answer.status).toBe(413);
  });

  test('a JSON body is not accepted', async () => {
    const response = await fetch(`${server.url}/enquiry`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'application/json' },
      body: JSON.stringify(enquiryFields()),
    });
    expect(response.status).toBe(415);
  });
});

describe('CV uploads', () => {
  test('4 MB + 1 byte gets 413 and leaves nothing on disk', async () => {
    const tooBig = await uploadCv(server, [{ name: 'cv.pdf', bytes: pdfBytes(MB4 + 1) }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors).toEqual([{ field: 'file', message: 'forms:errors.cv.tooLarge' }]);
  });

  test('a valid first file and an oversized second file: neither is kept', async () => {
    const answer = await uploadCv(server, [
      { name: 'a.pdf', bytes: pdfBytes() },
      { name: 'b.pdf', bytes: pdfBytes(MB4 + 1) },
    ]);
    expect(answer.status).toBe(413);
  });

  test('three files get 413', async () => {
    const answer = await uploadCv(
      server,
      [1, 2, 3].map((n) => ({ name: `cv${n}.pdf`, bytes: pdfBytes() })),
    );
    expect(answer.status).toBe(413);
    expect(answer.body.errors).toEqual([{ field: 'file', message: 'forms:errors.cv.tooMany' }]);
  });

  test.each([
    ['an ELF executable renamed .pdf', 'cv.pdf', elfBytes()],
    ['a Windows executable renamed .doc', 'cv.doc', mzBytes()],
    ['a PDF named .docx', 'cv.docx', pdfBytes()],
    ['a DOCX named .pdf', 'cv.pdf', docxBytes()],
    ['a ZIP that is not a Word document named .docx', 'cv.docx', zipBytes({ 'evil.sh': '#!/bin/sh' })],
    ['an allowed signature with a disallowed extension', 'cv.exe', pdfBytes()],
    ['a file with no extension', 'cv', pdfBytes()],
  ])('%s gets 415', async (_label, name, bytes) => {
    const answer = await uploadCv(server, [{ name, bytes, type: 'application/pdf' }]);
    expect(answer.status).toBe(415);
    expect(answer.body.errors).toEqual([{ field: 'file', message: 'forms:errors.cv.type' }]);
  });

  test('a good file beside a bad one: neither is kept', async () => {
    const answer = await uploadCv(server, [
      { name: 'cv.pdf', bytes: pdfBytes() },
      { name: 'cv2.pdf', bytes: elfBytes() },
    ]);
    expect(answer.status).toBe(415);
  });

  test('a file under another field name gets 400', async () => {
    const form = new FormData();
    form.append('cv', new Blob([new Uint8Array(pdfBytes(500_000))]), 'cv.pdf');
    const response = await fetch(`${server.url}/cv`, {
      method: 'POST',
      headers: { origin: server.origin },
      body: form,
    });
    expect(response.status).toBe(400);
  });

  test('a urlencoded body on the upload route gets 415', async () => {
    const response = await fetch(`${server.url}/cv`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'file=cv.pdf',
    });
    expect(response.status).toBe(415);
  });

  test('no file gets 400', async () => {
    const answer = await uploadCv(server, [], { last_name: 'Tom' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'file', message: 'forms:errors.cv.required' }]);
  });
});

describe('path-traversal file names', () => {
  test.each([
    '../../../etc/passwd.pdf',
    '..\\..\\windows\\cv.pdf',
    '/etc/cron.d/cv.pdf',
    '.htaccess.pdf',
    'cv\u0000.pdf',
  ])('%j is stored under a server id, its name kept only as clean metadata', async (name) => {
    const answer = await uploadCv(server, [{ name, bytes: pdfBytes() }]);
    expect(answer.status).toBe(200);
    const fileName = String((answer.body.data as { fileName: string }).fileName);
    const [row] = server.query<{ id: string; original_name: string }>(
      'SELECT id, original_name FROM upload_files WHERE upload_id = ?',
      fileName,
    );
    expect(row!.id).toMatch(/^f-[0-9a-f]{32}$/);
    expect(row!.original_name).not.toMatch(/[/\\]|^\./);
    expect(row!.original_name).not.toContain(String.fromCharCode(0));
    expect(row!.original_name).toMatch(/\.pdf$/);
    // This upload was accepted: take it out of the "nothing stored" comparison.
    before = server.snapshot();
  });
});
