// CV words and preview against the real server, on SQLite and Postgres (decision 072): a word only inside a PDF
// CV and one only inside a .docx CV find their candidates; the upload's answer does not wait for the reading; a
// CV without text says so on the record; a hostile .docx reaches the preview only as plain, sanitised HTML under a
// strict CSP; erasure takes the words too.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CandidateCv, CandidatesPage, InboxPage } from '@agency/forms';
import { expect, test } from 'vitest';
import { docxWith, paragraph, pdfWithText } from '../test-support/cv-documents.ts';
import { postForm, uploadCv } from '../test-support/requests.ts';
import { docBytes, pdfBytes } from '../test-support/sample-files.ts';
import { applicationFields } from '../test-support/wire-bodies.ts';
import { candidateOf, signedInStaffServer } from './test-support/recruiting-server.ts';

const signedIn = signedInStaffServer();

/** Applies with one CV; answers the reference, the stored file's id and the candidate. */
async function applyWith(name: string, bytes: Buffer, email: string) {
  const upload = await uploadCv(signedIn.server, [{ name, bytes }]);
  expect(upload.status, JSON.stringify(upload.body)).toBe(200);
  const fileName = String((upload.body.data as { fileName: string }).fileName);
  const [file] = await signedIn.server.query<{ id: string }>(
    'SELECT f.id FROM upload_files f WHERE f.upload_id = ?',
    fileName,
  );
  // The upload was answered before its words were read: the reading happens after, off the request.
  expect(await signedIn.server.query('SELECT id FROM cv_texts WHERE file_id = ?', file!.id)).toEqual([]);
  const answer = await postForm(signedIn.server, 'application', applicationFields(fileName, { email }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const reference = String(answer.body.reference);
  return { reference, fileId: file!.id, candidate: await candidateOf(signedIn.server, reference) };
}

/** The candidate's CVs once the server has read them all. */
async function readCvs(candidate: number): Promise<CandidateCv[]> {
  for (let i = 0; i < 150; i += 1) {
    const { body } = await signedIn.call<{ cvs: CandidateCv[] }>('GET', `/candidates/${candidate}/cvs`);
    if (body.cvs.length > 0 && body.cvs.every((cv) => cv.text !== 'pending')) return body.cvs;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the CVs of candidate ${candidate} were not read in time`);
}

const found = async (q: string) => ({
  candidates: (
    await signedIn.call<CandidatesPage>('GET', `/candidates?q=${encodeURIComponent(q)}`)
  ).body.candidates.map((c) => c.id),
  submissions: (
    await signedIn.call<InboxPage>('GET', `/submissions?q=${encodeURIComponent(q)}`)
  ).body.submissions.map((s) => s.reference),
});

const preview = (candidate: number, fileId: string) =>
  signedIn.server.call('GET', `/candidates/${candidate}/cvs/${fileId}/preview`, {
    cookie: signedIn.cookie,
  });

test('a word only inside a PDF CV and one only inside a .docx CV find their candidates', async () => {
  const pdf = await applyWith(
    'cv.pdf',
    await pdfWithText(['Curriculum vitae', 'Taught phonics at Zephyrwood Academy, Leeds']),
    'pdf.person@example.com',
  );
  const docx = await applyWith(
    'cv.docx',
    docxWith(paragraph('Curriculum vitae') + paragraph('Drama club lead, Quillfeather Primary')),
    'docx.person@example.com',
  );
  expect(await readCvs(pdf.candidate)).toMatchObject([{ fileId: pdf.fileId, type: 'pdf', text: 'read' }]);
  expect(await readCvs(docx.candidate)).toMatchObject([{ fileId: docx.fileId, type: 'docx', text: 'read' }]);

  expect(await found('zephyrwood')).toEqual({ candidates: [pdf.candidate], submissions: [pdf.reference] });
  expect(await found('Quillfeather')).toEqual({
    candidates: [docx.candidate],
    submissions: [docx.reference],
  });
  // Every word must be there; a word's start finds it too; words in both CVs find both.
  expect((await found('quillfeather zephyrwood')).candidates).toEqual([]);
  expect((await found('Zephyrw')).candidates).toEqual([pdf.candidate]);
  expect((await found('curriculum')).candidates.sort()).toEqual([pdf.candidate, docx.candidate].sort());
  // The name and address search works as before.
  expect((await found('pdf.person')).candidates).toEqual([pdf.candidate]);

  // The PDF for the record's frame: itself, inline, under a CSP that runs nothing and is framed by us only.
  const pdfPreview = await preview(pdf.candidate, pdf.fileId);
  expect(pdfPreview.status).toBe(200);
  expect(pdfPreview.headers.get('content-type')).toBe('application/pdf');
  expect(pdfPreview.headers.get('content-disposition')).toBe('inline');
  expect(pdfPreview.headers.get('x-content-type-options')).toBe('nosniff');
  expect(pdfPreview.headers.get('x-frame-options')).toBeNull();
  const pdfCsp = pdfPreview.headers.get('content-security-policy')!;
  expect(pdfCsp).toContain("default-src 'none'");
  expect(pdfCsp).toContain("frame-ancestors 'self'");
  expect(pdfCsp).toMatch(/(^|; )sandbox$/);
  expect(pdfCsp).not.toContain('script-src');
  expect(
    Buffer.from(await pdfPreview.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  const docxPreview = await preview(docx.candidate, docx.fileId);
  expect(docxPreview.status).toBe(200);
  expect(docxPreview.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(docxPreview.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*; sandbox$/);
  expect(await docxPreview.text()).toContain('<p>Drama club lead, Quillfeather Primary</p>');
  // Another candidate's CV is not this one's.
  expect((await preview(pdf.candidate, docx.fileId)).status).toBe(404);
  // Staff only.
  expect(
    (await signedIn.server.call('GET', `/candidates/${pdf.candidate}/cvs/${pdf.fileId}/preview`)).status,
  ).toBe(401);
  const audit = await signedIn.server.query<{ action: string; detail: string }>(
    'SELECT action, detail FROM audit_log WHERE reference = ?',
    pdf.reference,
  );
  expect(audit).toContainEqual({ action: 'downloaded-cv', detail: '{"file":1}' });

  // Erased with the submission: the row and (SQLite) the index entry; the word finds nothing any more.
  const erase = await signedIn.server.call('DELETE', `/submissions/${pdf.reference}`, {
    cookie: signedIn.cookie,
  });
  expect(erase.status).toBe(200);
  expect(await signedIn.server.query('SELECT id FROM cv_texts WHERE file_id = ?', pdf.fileId)).toEqual([]);
  if (!signedIn.server.databaseUrl)
    expect(
      await signedIn.server.query(`SELECT rowid FROM cv_text_search WHERE cv_text_search MATCH 'zephyrwood'`),
    ).toEqual([]);
  expect(await found('zephyrwood')).toEqual({ candidates: [], submissions: [] });
  expect((await found('quillfeather')).candidates).toEqual([docx.candidate]);
});

test('a CV without readable text is stored as before and the record says so; a .doc is not previewed', async () => {
  // A PDF with a page and no text, as a scan is.
  const scan = await applyWith('scan.pdf', pdfBytes(), 'scan.person@example.com');
  expect(await readCvs(scan.candidate)).toMatchObject([{ fileId: scan.fileId, text: 'no-text' }]);
  expect((await preview(scan.candidate, scan.fileId)).status).toBe(200);

  const doc = await applyWith('cv.doc', docBytes(), 'doc.person@example.com');
  expect(await readCvs(doc.candidate)).toMatchObject([{ fileId: doc.fileId, type: 'doc', text: 'not-read' }]);
  const refused = await preview(doc.candidate, doc.fileId);
  expect(refused.status).toBe(415);
  expect(((await refused.json()) as { message: string }).message).toMatch(/cannot be previewed/);
});

test('a hostile .docx reaches the preview only as sanitised text', async () => {
  const clean = docxWith(paragraph('Placeholder'));
  const person = await applyWith('cv.docx', clean, 'hostile.person@example.com');
  await readCvs(person.candidate);
  // What the upload checks refuse, put in storage behind their back: the converter and the sanitiser still hold.
  const hostile = docxWith(
    paragraph('Experienced teacher <script>alert(1)</script>') +
      paragraph('<img src=x onerror=alert(2)>') +
      '<w:p><w:hyperlink r:id="rIdLink"><w:r><w:t>my portfolio</w:t></w:r></w:hyperlink></w:p>' +
      '<w:p><w:r><w:object><o:OLEObject xmlns:o="urn:schemas-microsoft-com:office:office" ProgID="Package" r:id="rIdOle"/></w:object></w:r></w:p>' +
      '<w:p><w:r><w:drawing><a:blip xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" r:link="rIdRemote"/></w:drawing></w:r></w:p>',
    {
      relationships:
        '<Relationship Id="rIdLink" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="javascript:alert(3)" TargetMode="External"/>' +
        '<Relationship Id="rIdOle" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/oleObject" Target="embeddings/oleObject1.bin"/>' +
        '<Relationship Id="rIdRemote" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="https://tracker.example/pixel.png" TargetMode="External"/>' +
        '<Relationship Id="rIdVba" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="vbaProject.bin"/>' +
        '<Relationship Id="rIdSettings" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings" Target="settings.xml"/>',
      parts: [
        { name: 'word/vbaProject.bin', data: Buffer.from('Attribute VB_Name = "AutoOpen"\nShell "calc"') },
        { name: 'word/embeddings/oleObject1.bin', data: Buffer.from('OLE-PAYLOAD-BYTES') },
        {
          name: 'word/settings.xml',
          data: Buffer.from(
            '<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:attachedTemplate r:id="rIdTpl"/></w:settings>',
          ),
        },
        {
          name: 'word/_rels/settings.xml.rels',
          data: Buffer.from(
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdTpl" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="https://evil.example/template.dotm" TargetMode="External"/></Relationships>',
          ),
        },
      ],
    },
  );
  const temp = path.join(signedIn.server.dataDir, 'hostile.docx');
  fs.writeFileSync(temp, hostile);
  await signedIn.server.cvs.put(person.fileId, {
    tempPath: temp,
    size: hostile.length,
    sha256: createHash('sha256').update(hostile).digest('hex'),
  });
  const answer = await preview(person.candidate, person.fileId);
  expect(answer.status).toBe(200);
  const html = await answer.text();
  const body = html.slice(html.indexOf('<body>'));
  expect(body).toContain('Experienced teacher &lt;script&gt;alert(1)&lt;/script&gt;');
  expect(body).toContain('my portfolio');
  expect(body).not.toMatch(/<script|<img|<a\b|<iframe|<object|<embed|<link|<style|<meta/i);
  // Markup typed as text stays text; no tag carries an attribute; the link's target is gone with the link.
  expect(body).toContain('<p>&lt;img src=x onerror=alert(2)&gt;</p>');
  expect(body).not.toMatch(/<[a-z][^>]*\s[a-z-]+\s*=/i);
  expect(body).not.toContain('javascript:');
  for (const smuggled of ['evil.example', 'tracker.example', 'vbaProject', 'AutoOpen', 'OLE-PAYLOAD', 'calc'])
    expect(html).not.toContain(smuggled);
  expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(answer.headers.get('content-security-policy')).not.toContain('script-src');
});
