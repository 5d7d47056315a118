// Reading CVs (decision 072) on the worker thread: a PDF's and a .docx's words, none from a scan or a .doc, a
// broken file or one over the time limit is "unreadable" (never a crash of the server), the text is tidied and
// capped; a .docx's HTML keeps only plain tags; the preview's answers carry their own strict CSP.
import Fastify from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { securityHeaders } from '../security/security-headers.ts';
import { docxWith, paragraph, pdfWithText } from '../test-support/cv-documents.ts';
import { docBytes, pdfBytes } from '../test-support/sample-files.ts';
import {
  CV_TEXT_MAX_CHARS,
  CvReadingFailed,
  readCvText,
  readOnWorker,
  sanitiseCvHtml,
  tidyCvText,
} from './cv-reading.ts';
import { DOCX_PREVIEW_CSP, PDF_PREVIEW_CSP, sendCvPreview } from './cv-preview.ts';
import { createDiskCvStorage } from './disk-cv-storage.ts';

test('a PDF and a .docx give their words; a scan and a .doc none; a broken file is unreadable', async () => {
  expect(await readCvText('pdf', await pdfWithText(['Jane Doe', 'Phonics at Zephyrwood']))).toEqual({
    outcome: 'read',
    text: 'Jane Doe\nPhonics at Zephyrwood',
  });
  expect(await readCvText('docx', docxWith(paragraph('Drama club') + paragraph('Quillfeather')))).toEqual({
    outcome: 'read',
    text: 'Drama club\nQuillfeather',
  });
  expect(await readCvText('pdf', pdfBytes())).toEqual({ outcome: 'no-text', text: '' });
  expect(await readCvText('doc', docBytes())).toEqual({ outcome: 'not-read', text: '' });
  expect(await readCvText('pdf', Buffer.from('%PDF-1.7\nnot really'))).toEqual({
    outcome: 'unreadable',
    text: '',
  });
  expect(await readCvText('docx', Buffer.from('PK\x03\x04 broken'))).toEqual({
    outcome: 'unreadable',
    text: '',
  });
});

test('a reading over its time limit is stopped and fails', async () => {
  const pdf = await pdfWithText(['Slow']);
  await expect(
    readOnWorker({ type: 'pdf', want: 'text', bytes: pdf, maxChars: 100 }, 1),
  ).rejects.toBeInstanceOf(CvReadingFailed);
});

test('the text is tidied and capped', () => {
  expect(tidyCvText('  a\t\tb \n\n\n  c\0d  ')).toBe('a b\ncd');
  expect(tidyCvText('x'.repeat(CV_TEXT_MAX_CHARS + 10))).toHaveLength(CV_TEXT_MAX_CHARS);
});

test('the converted HTML keeps plain tags only', () => {
  expect(
    sanitiseCvHtml(
      '<h1 style="color:red" onclick="x()">Jo</h1><script>alert(1)</script><p>Hi <a href="javascript:alert(1)">me</a>' +
        '<img src="https://tracker.example/p.png"><img src="data:image/png;base64,AAAA" alt="photo" onerror="x()"></p>' +
        '<iframe src="https://evil.example"></iframe><style>body{}</style><form><input></form>',
    ),
  ).toBe('<h1>Jo</h1><p>Hi me<img /><img src="data:image/png;base64,AAAA" alt="photo" /></p>');
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-preview-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test("the preview's answers carry their own CSP over the site's, and can be framed by the site only", async () => {
  const cvs = createDiskCvStorage(dir);
  const put = async (id: string, bytes: Buffer) => {
    const temp = path.join(dir, `${id}.tmp`);
    fs.writeFileSync(temp, bytes);
    await cvs.put(id, { tempPath: temp, size: bytes.length, sha256: '' });
    return { id, size: bytes.length };
  };
  const pdf = await put('f-1.pdf', await pdfWithText(['Jane']));
  const docx = await put('f-2.docx', docxWith(paragraph('Jane')));
  const app = Fastify();
  await app.register(securityHeaders);
  app.get('/pdf', (_request, reply) => sendCvPreview(reply, cvs, { ...pdf, type: 'pdf' }));
  app.get('/docx', (_request, reply) => sendCvPreview(reply, cvs, { ...docx, type: 'docx' }));
  app.get('/doc', (_request, reply) => sendCvPreview(reply, cvs, { id: 'f-3.doc', size: 1, type: 'doc' }));
  app.get('/gone', (_request, reply) => sendCvPreview(reply, cvs, { id: 'f-4.pdf', size: 1, type: 'pdf' }));
  app.get('/other', async () => 'ok');

  const asPdf = await app.inject('/pdf');
  expect(asPdf.headers).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': 'inline',
    'x-content-type-options': 'nosniff',
    'content-security-policy': PDF_PREVIEW_CSP,
  });
  expect(asPdf.headers['x-frame-options']).toBeUndefined();
  const asHtml = await app.inject('/docx');
  expect(asHtml.headers).toMatchObject({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': DOCX_PREVIEW_CSP,
    'x-content-type-options': 'nosniff',
  });
  expect(asHtml.body).toContain('<body><p>Jane</p></body>');
  for (const csp of [PDF_PREVIEW_CSP, DOCX_PREVIEW_CSP]) {
    expect(csp).toMatch(/^default-src 'none';/);
    expect(csp).toMatch(/; sandbox$/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/script-src|allow-scripts|unsafe-eval/);
  }
  expect((await app.inject('/doc')).statusCode).toBe(415);
  expect((await app.inject('/gone')).statusCode).toBe(404);
  // Everything else keeps the site's own policy: no framing at all.
  expect((await app.inject('/other')).headers).toMatchObject({ 'x-frame-options': 'DENY' });
  await app.close();
});
