// Every rejection of the CV upload, each checked to leave NOTHING on disk or in the database; hostile file
// names are stored under server ids.
import { describe, expect, test } from 'vitest';
import { uploadCv } from '../test-support/requests.ts';
import {
  compoundFile,
  docxBytes,
  elfBytes,
  mzBytes,
  pdfBytes,
  pdfDocument,
  zipBytes,
} from '../test-support/sample-files.ts';
import { checkNothingStored, startTestServer, type TestServer } from '../test-support/test-server.ts';

const MB4 = 4 * 1024 * 1024;
let server: TestServer;
const nothingStored = checkNothingStored(
  () => startTestServer(),
  (started) => {
    server = started;
  },
);

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

  // Content that is not what the name says gets the message the browser shows for it (cv.content).
  test.each([
    ['an ELF executable renamed .pdf', 'cv.pdf', elfBytes(), 'content'],
    ['a Windows executable renamed .doc', 'cv.doc', mzBytes(), 'content'],
    ['a PDF named .docx', 'cv.docx', pdfBytes(), 'content'],
    ['a DOCX named .pdf', 'cv.pdf', docxBytes(), 'content'],
    [
      'a ZIP that is not a Word document named .docx',
      'cv.docx',
      zipBytes({ 'evil.sh': '#!/bin/sh' }),
      'content',
    ],
    ['an allowed signature with a disallowed extension', 'cv.exe', pdfBytes(), 'type'],
    ['a file with no extension', 'cv', pdfBytes(), 'type'],
  ])('%s gets 415', async (_label, name, bytes, key) => {
    const answer = await uploadCv(server, [{ name, bytes, type: 'application/pdf' }]);
    expect(answer.status).toBe(415);
    expect(answer.body.errors).toEqual([{ field: 'file', message: `forms:errors.cv.${key}` }]);
  });

  test.each([
    [
      'a DOCX holding macros',
      docxBytes([{ name: 'word/vbaProject.bin', data: Buffer.from('VBA') }]),
      'forms:errors.cv.macros',
    ],
    [
      'a DOCX that unpacks to 2 GiB',
      docxBytes([{ name: 'word/a.bin', data: Buffer.alloc(100), deflate: true, declaredSize: 2 ** 31 }]),
      'forms:errors.cv.unpacksTooLarge',
    ],
  ])('%s gets 415 with a message saying why', async (_label, bytes, key) => {
    const answer = await uploadCv(server, [{ name: 'cv.docx', bytes }]);
    expect(answer.status).toBe(415);
    expect(answer.body.errors).toEqual([{ field: 'file', message: key }]);
  });

  // Issue 27: each refusal named, so the form tells the applicant why in their language.
  test.each([
    [
      'a .doc holding VBA',
      'cv.doc',
      compoundFile({ '/WordDocument': 'x', '/Macros/VBA/dir': 'AutoOpen' }),
      'forms:errors.cv.macros',
    ],
    [
      'an MSI installer named .doc',
      'cv.doc',
      compoundFile({ '/\u0005SummaryInformation': 'MSI' }),
      'forms:errors.cv.content',
    ],
    [
      'a DOCX with a remote template',
      'cv.docx',
      docxBytes([
        {
          name: 'word/_rels/settings.xml.rels',
          data: Buffer.from(
            '<Relationships><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="http://x.example/t.dotm" TargetMode="External"/></Relationships>',
          ),
        },
      ]),
      'forms:errors.cv.externalLinks',
    ],
    [
      'a DOCX with an embedded OLE object',
      'cv.docx',
      docxBytes([
        {
          name: 'word/_rels/document.xml.rels',
          data: Buffer.from(
            '<Relationships><Relationship Id="r7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/oleObject" Target="embeddings/oleObject1.bin"/></Relationships>',
          ),
        },
      ]),
      'forms:errors.cv.embedded',
    ],
    [
      'a PDF with JavaScript on open',
      'cv.pdf',
      pdfDocument({ catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }),
      'forms:errors.cv.pdfScript',
    ],
    ['a 5-byte %PDF- file', 'cv.pdf', Buffer.from('%PDF-'), 'forms:errors.cv.pdfDamaged'],
  ])('%s gets 415 with a message saying why', async (_label, name, bytes, key) => {
    const answer = await uploadCv(server, [{ name, bytes }]);
    expect(answer.status).toBe(415);
    expect(answer.body.errors).toEqual([{ field: 'file', message: key }]);
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
    const [row] = await server.query<{ id: string; original_name: string }>(
      'SELECT id, original_name FROM upload_files WHERE upload_id = ?',
      fileName,
    );
    // Stored with the extension of its checked type (issue 27).
    expect(row!.id).toMatch(/^f-[0-9a-f]{32}\.pdf$/);
    expect(row!.original_name).not.toMatch(/[/\\]|^\./);
    expect(row!.original_name).not.toContain(String.fromCharCode(0));
    expect(row!.original_name).toMatch(/\.pdf$/);
    // This upload was accepted: take it out of the "nothing stored" comparison.
    await nothingStored.accept();
  });
});
