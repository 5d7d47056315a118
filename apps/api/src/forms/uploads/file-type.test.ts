import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { docBytes, docxBytes, elfBytes, pdfBytes, zipBytes } from '../test-support/sample-files.ts';
import { sanitiseOriginalName, sniffFileType, typeFromExtension } from './file-type.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-type-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (bytes: Buffer) => {
  const file = path.join(dir, `f${Math.random()}`);
  fs.writeFileSync(file, bytes);
  return file;
};

test('recognises PDF, DOC (OLE2) and DOCX by content', async () => {
  expect(await sniffFileType(write(pdfBytes()))).toBe('pdf');
  expect(await sniffFileType(write(docBytes()))).toBe('doc');
  expect(await sniffFileType(write(docxBytes()))).toBe('docx');
});

test('a ZIP is DOCX only with both [Content_Types].xml and word/ entries', async () => {
  expect(
    await sniffFileType(write(zipBytes({ '[Content_Types].xml': 'x', 'xl/workbook.xml': 'x' }))),
  ).toBeNull();
  expect(await sniffFileType(write(zipBytes({ 'word/document.xml': 'x' })))).toBeNull();
});

test('a truncated or corrupt ZIP is not DOCX', async () => {
  const docx = docxBytes();
  expect(await sniffFileType(write(docx.subarray(0, docx.length - 30)))).toBeNull();
  const corrupt = Buffer.from(docx);
  corrupt.writeUInt32LE(0xffffffff, corrupt.length - 6); // central directory offset past the end
  expect(await sniffFileType(write(corrupt))).toBeNull();
});

test('executables and tiny files are nothing', async () => {
  expect(await sniffFileType(write(elfBytes()))).toBeNull();
  expect(await sniffFileType(write(Buffer.from('%P')))).toBeNull();
});

test('extensions are matched case-insensitively from an allow-list', () => {
  expect(typeFromExtension('CV.PDF')).toBe('pdf');
  expect(typeFromExtension('cv.docx')).toBe('docx');
  expect(typeFromExtension('cv.pdf.exe')).toBeNull();
  expect(typeFromExtension('cv')).toBeNull();
});

test('original names keep only a clean base name', () => {
  expect(sanitiseOriginalName('../../etc/passwd.pdf')).toBe('passwd.pdf');
  expect(sanitiseOriginalName('C:\\Users\\me\\CV.docx')).toBe('CV.docx');
  expect(sanitiseOriginalName('.htaccess.pdf')).toBe('htaccess.pdf');
  expect(sanitiseOriginalName('a\r\nBcc: x@y.com.pdf')).toBe('aBcc x@y.com.pdf');
  expect(sanitiseOriginalName('履歷.pdf')).toBe('履歷.pdf');
  expect(sanitiseOriginalName('...')).toBe('cv');
  expect(sanitiseOriginalName(`${'a'.repeat(300)}.pdf`)).toHaveLength(104);
});
